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

/** SPEC §9: suggested when the server suggests nothing. */
export const DEFAULT_SUGGESTED_AREA_CODES = ['339', '508', '857'] as const;
