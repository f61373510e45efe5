import path from 'node:path';
import type { ServerConfig } from '../config';
import type { Logger } from '../lib/logger';
import type { Mailer } from './mail/Mailer';
import { createOutboxMailer } from './mail/outboxMailer';
import { createSmtpMailer } from './mail/smtpMailer';
import { createGoogleRecaptchaVerifier } from './recaptcha/googleRecaptchaVerifier';
import type { RecaptchaVerifier } from './recaptcha/RecaptchaVerifier';
import { createSandboxRecaptchaVerifier } from './recaptcha/sandboxRecaptchaVerifier';

/** Every outside service the server talks to, each behind its interface. */
export interface Providers {
  mail: Mailer;
  recaptcha: RecaptchaVerifier;
}

/**
 * The one place that picks real or sandbox implementations: a provider is real when its
 * credentials are configured, sandbox otherwise.
 */
export function createProviders(config: ServerConfig, log: Logger): Providers {
  return {
    mail: config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createOutboxMailer(path.join(config.dataDir, 'outbox'), log),
    recaptcha: config.recaptchaSecret
      ? createGoogleRecaptchaVerifier(config.recaptchaSecret, log)
      : createSandboxRecaptchaVerifier(),
  };
}
