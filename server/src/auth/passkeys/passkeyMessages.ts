/** What the customer is told when a passkey ceremony fails (SPEC has no texts for passkeys). */
export const PASSKEY_CHALLENGE_STALE = 'This passkey request has expired or was already used. Please try again.';
export const PASSKEY_WRONG_ORIGIN = 'This passkey answer was made for another website. Please use the passkey on this site.';
export const PASSKEY_WRONG_SITE = 'This passkey belongs to another website.';
export const PASSKEY_UNKNOWN = 'This passkey is not registered with any account here. Please sign in another way.';
export const PASSKEY_NOT_THIS_ACCOUNT = 'This passkey belongs to another account. Please use a passkey of this account.';
export const PASSKEY_COUNTER_BACKWARDS =
  "This passkey's signature counter went backwards, which happens when a passkey is copied. Please sign in another way and remove this passkey.";
export const PASSKEY_NOT_VERIFIED = 'This passkey answer could not be verified. Please try again.';
export const PASSKEY_ALREADY_ADDED = 'This passkey is already added to an account.';
export const PASSKEY_NONE_YET = 'This account has no passkey yet.';
export const PASSKEY_NOT_FOUND = 'Passkey not found.';
