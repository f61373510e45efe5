import type { EsimProvider } from './esim/EsimProvider';
import type { IdentityProvider } from './identity/IdentityProvider';
import type { Mailer } from './mail/Mailer';
import type { PaymentProvider } from './payments/PaymentProvider';
import type { RecaptchaVerifier } from './recaptcha/RecaptchaVerifier';
import type { TelephonyProvider } from './telephony/TelephonyProvider';

/** Every outside service the server talks to, each behind its interface. */
export interface Providers {
  mail: Mailer;
  recaptcha: RecaptchaVerifier;
  esim: EsimProvider;
  /** Google and Apple ID-token verification, and the local sign-in page's issuer. */
  identity: IdentityProvider;
  /** Cards and charges: Stripe, or the sandbox with Stripe's test tokens. */
  payments: PaymentProvider;
  /** The carrier of our numbers: searches, orders and port requests. */
  telephony: TelephonyProvider;
}
