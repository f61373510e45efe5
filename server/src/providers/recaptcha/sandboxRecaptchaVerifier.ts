import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { spendSandboxRecaptchaToken } from '../../db/queries/recaptchaPasses';
import type { Database } from '../../db/schema';
import type { RecaptchaVerifier } from './RecaptchaVerifier';

/**
 * What every token of the SPA's sandbox checkbox starts with: the checkbox sends
 * `sandbox-recaptcha-ok.<random>`, a new one each time it is ticked (the bare prefix passes too).
 */
export const SANDBOX_RECAPTCHA_TOKEN = 'sandbox-recaptcha-ok';

const SANDBOX_TOKEN = /^sandbox-recaptcha-ok(\.[A-Za-z0-9-]{1,100})?$/;

/** A token the sandbox accepts once, as a freshly ticked checkbox gives it. */
export function sandboxRecaptchaToken(): string {
  return `${SANDBOX_RECAPTCHA_TOKEN}.${randomUUID()}`;
}

/** Records a token as verified; false if it was verified before. */
type SpendOnce = (tokenHash: string) => Promise<boolean>;

/** The books in the database, so that every instance refuses a token another one accepted. */
function spendInDatabase(db: Kysely<Database>): SpendOnce {
  return (tokenHash) => spendSandboxRecaptchaToken(db, tokenHash);
}

/** Without a database (a provider made on its own, never by a server): this process's books. */
function spendInProcess(): SpendOnce {
  const spent = new Set<string>();
  return async (tokenHash) => !spent.has(tokenHash) && Boolean(spent.add(tokenHash));
}

/**
 * The sandbox checkbox's verifier, with siteverify's semantics: a token of the checkbox passes
 * once, and a second verification of it fails ('timeout-or-duplicate'). Only hashes are kept.
 */
export function createSandboxRecaptchaVerifier(db?: Kysely<Database>): RecaptchaVerifier {
  const spendOnce = db ? spendInDatabase(db) : spendInProcess();
  return {
    async verify(token) {
      if (!SANDBOX_TOKEN.test(token)) return false;
      return spendOnce(createHash('sha256').update(token).digest('hex'));
    },
  };
}
