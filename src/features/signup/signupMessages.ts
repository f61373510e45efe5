/** SPEC §5 and §8 texts of the sign-up funnel, character for character. */
export const signupMessages = {
  areaCodeRequired: 'Please enter area code!',
  portNumberInvalid: 'Please Provide valid phone number.',
  noNumberSelected: 'No number Selected',
  areaCodeUnavailable: 'Area code unavailable, use the recommended area codes',
  noPhoneNumberChosen: 'No phone number choose',
  addCreditsFailed: 'Failed to add credits',
  transitionWarning:
    'Your plan has expired since we could not process payment. To keep your number and renew your subscription please update your payment information',
} as const;

/** Not in SPEC: the losing carrier's details asked for under the number to bring. */
export const portDetailsMessages = {
  accountNumber: 'Account number',
  pin: 'Transfer PIN',
  zip: 'ZIP code of the service address',
  whereToFind:
    "Your current carrier needs these to release the number. You find the account number and transfer PIN in your carrier's app or on its account page (some carriers call the PIN a port-out or number transfer PIN).",
  accountNumberInvalid: 'Please enter the account number from your current carrier: letters and digits, up to 20.',
  pinInvalid: 'Please enter the transfer PIN from your current carrier: 4 to 10 digits.',
  zipInvalid: 'Please enter the 5-digit ZIP code of the service address.',
} as const;

/** SPEC §9: suggested when the server suggests nothing. */
export const DEFAULT_SUGGESTED_AREA_CODES = ['339', '508', '857'] as const;
