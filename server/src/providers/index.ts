import path from 'node:path';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import type { Logger } from '../lib/logger';
import type { Providers } from './Providers';
import { createSandboxEsimProvider } from './esim/sandboxEsimProvider';
import { createIdentityProvider } from './identity/createIdentityProvider';
import { createOutboxMailer } from './mail/outboxMailer';
import { createSandboxRecaptchaVerifier } from './recaptcha/sandboxRecaptchaVerifier';
import type { PaymentProvider } from './payments/PaymentProvider';
import { createSandboxPaymentProvider } from './payments/sandboxPaymentProvider';
import { createSandboxTelephonyProvider } from './telephony/sandboxTelephonyProvider';

export type { Providers } from './Providers';

/** Without a database the sandbox processor cannot keep its books: it refuses to work rather than forget charges. */
const paymentsWithoutDatabase: PaymentProvider = {
  ensureCustomer: () => Promise.reject(new Error('The sandbox payment provider needs the database: pass it to createProviders.')),
  saveCard: () => Promise.reject(new Error('The sandbox payment provider needs the database: pass it to createProviders.')),
  cardOnFile: () => Promise.reject(new Error('The sandbox payment provider needs the database: pass it to createProviders.')),
  charge: () => Promise.reject(new Error('The sandbox payment provider needs the database: pass it to createProviders.')),
  findCharge: () => Promise.reject(new Error('The sandbox payment provider needs the database: pass it to createProviders.')),
  cardFingerprint: () => Promise.reject(new Error('The sandbox payment provider needs the database: pass it to createProviders.')),
};

/**
 * Every service simulated on this machine. `db` keeps what every instance must share: the sandbox
 * payment provider's books (sandboxPaymentProvider.ts), the sign-in key, a copy of the outbox and
 * the eSIM operator's simulated usage.
 */
function sandboxProviders(config: ServerConfig, log: Logger, db?: Kysely<Database>): Providers {
  return {
    mail: createOutboxMailer(path.join(config.dataDir, 'outbox'), log, db),
    recaptcha: createSandboxRecaptchaVerifier(db),
    esim: createSandboxEsimProvider(() => new Date(), db),
    identity: createIdentityProvider(config, db),
    payments: db ? createSandboxPaymentProvider(db) : paymentsWithoutDatabase,
    telephony: createSandboxTelephonyProvider({ portCompletionDelayMs: config.portCompletionDelayMs }),
  };
}

/**
 * The one place that picks real or sandbox implementations, all of them by the server's mode
 * (config.sandbox), never one by one: a sandbox beside real providers is a way in.
 */
export function createProviders(config: ServerConfig, log: Logger, db?: Kysely<Database>): Providers {
  if (config.sandbox) return sandboxProviders(config, log, db);
  // Loaded only in real mode: Stripe's SDK and nodemailer take a few hundred ms to load, which a
  // sandbox server's cold start (first answer within 2 s) should not pay for.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { realProviders } = require('./realProviders') as typeof import('./realProviders');
  return realProviders(config, log);
}
