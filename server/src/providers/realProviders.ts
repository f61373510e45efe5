import type { ServerConfig } from '../config';
import type { Logger } from '../lib/logger';
import { createHttpEsimProvider } from './esim/httpEsimProvider';
import { createIdentityProvider } from './identity/createIdentityProvider';
import { createSmtpMailer } from './mail/smtpMailer';
import { createStripePaymentProvider } from './payments/stripePaymentProvider';
import { createGoogleRecaptchaVerifier } from './recaptcha/googleRecaptchaVerifier';
import { createHttpTelephonyProvider } from './telephony/httpTelephonyProvider';
import type { Providers } from './Providers';

/** The real services, with the credentials config.ts has checked are all there. */
export function realProviders(config: ServerConfig, log: Logger): Providers {
  return {
    mail: createSmtpMailer(config.smtpUrl, config.mailFrom),
    recaptcha: createGoogleRecaptchaVerifier(config.recaptchaSecret, log),
    esim: createHttpEsimProvider({ baseUrl: config.esimApiUrl, apiKey: config.esimApiKey }),
    identity: createIdentityProvider(config),
    payments: createStripePaymentProvider(config.stripeSecretKey),
    telephony: createHttpTelephonyProvider({ baseUrl: config.telephonyApiUrl, apiKey: config.telephonyApiKey }),
  };
}
