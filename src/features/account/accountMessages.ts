/** SPEC §5 and §8 texts of the account page, character for character. */
export const accountMessages = {
  namesRequired: 'Please input required fields.',
  invalidEmail: 'Invalid Email Address',
  newEmail: 'Please input new email',
  passwordLength: 'Password should at least 8 digits',
  passwordMismatch: "Password doesn't match",
  passwordChanged: 'Password Changed',
  mp3Required: 'Please select an MP3 file first!',
  greetingUploaded: 'Voicemail greeting has been uploaded',
  selectNumber: 'Please select at least one number',
  unblocked: 'Number has been unblocked',
  noneBlocked: 'No Number Blocked',
  rightParams: 'Please request with right params',
  resent: 'Verification email has been resent.',
  resendFailed: 'Verification email resending error.',
  notVerified: 'Your email address has not been verified yet.',
  deleteConfirm:
    'Are you sure you want to delete your account? Your number, your plan and your remaining credits will be lost. This action cannot be undone.',
  // Not in the spec, which gives no text for these: a customer expects to hear that it worked.
  nameSaved: 'Your name has been saved.',
  emailChangeRequested: 'Check your new address for a confirmation link.',
  currentPasswordRequired: 'Please enter your current password',
  /** SPEC §5's text for a number that is not 10 digits (the port form's), for blocking one by hand. */
  invalidPhone: 'Please Provide valid phone number.',
  alreadyBlocked: 'This number is already blocked.',
  providerConfirmationRequired: 'Please confirm with Google or Apple first',
  authorizeError: 'Authorize Error.',
  // Not in the spec: what deleting does beyond SPEC's confirmation, and the proof asked first.
  deleteDetails:
    'Every chat, call, plan and credit is deleted, and you are signed out on every device. Your number is held for you for 90 days in case you come back.',
  deleteProofByPassword: 'Enter your current password to delete your account.',
  deleteProofByProvider: 'Confirm it is you to delete your account.',
  confirmIdentityTitle: "Confirm it's you",
  confirmIdentityByPassword: 'For your security, enter your current password to go on.',
  confirmIdentityByPasswordOrPasskey: 'For your security, enter your current password or use a passkey to go on.',
  confirmIdentityByProvider: 'For your security, confirm it is you to go on.',
} as const;
