export type SocialProvider = 'google' | 'apple';

/** What a provider hands back: an ID token, and for Apple also an authorization code. */
export interface SocialCredential {
  idToken: string;
  authCode?: string;
}

/** The provider answered without a credential (SPEC §8 'Authorize Error.'). */
export class AuthorizeError extends Error {}

/** The visitor closed the provider's window: nothing to report. */
export class SignInCancelled extends Error {}

/** The page the providers (and the sandbox) send the visitor back to; it hands the result to the opener. */
export const SOCIAL_CALLBACK_PATH = '/app/social-callback.html';

/** The message public/social-callback.js posts to the opener. */
export const SOCIAL_CALLBACK_MESSAGE = 'social-callback';
