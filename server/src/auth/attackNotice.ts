import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import { findUserById } from '../db/queries/users';
import type { Database } from '../db/schema';
import { accountUnderAttackEmail } from '../emails/accountEmails';
import type { AttemptCounters } from '../http/attemptCounters';
import type { BackgroundTasks } from '../jobs/backgroundTasks';
import type { MailOutbox } from '../mail/mailOutbox';

/** One attack episode: the owner is not told again within a day of being told. */
export const ATTACK_NOTICE_EPISODE_MS = 24 * 60 * 60 * 1000;

export interface AttackNoticeDeps {
  config: ServerConfig;
  db: Kysely<Database>;
  counters: AttemptCounters;
  mail: MailOutbox;
  background: BackgroundTasks;
}

/**
 * Tells an account's owner that unknown browsers' wrong passwords keep its sign-in locked, once per
 * episode: the first notice of a day-long window counted in the database (one atomic upsert), so
 * that of any number of instances noticing it at once exactly one mails. Runs after the answer,
 * so that the answer takes as long for an account as for an unknown email.
 */
export function createAttackNotice(deps: AttackNoticeDeps): (userId: number) => void {
  return (userId) =>
    deps.background.run('account under attack email', async () => {
      const { count } = await deps.counters.hitWindow(`password:user:${userId}:attack-notice`, ATTACK_NOTICE_EPISODE_MS);
      if (count !== 1) return;
      const user = await findUserById(deps.db, userId);
      if (user) await deps.mail.enqueue(deps.db, accountUnderAttackEmail(deps.config, user.email, new Date(deps.counters.now())));
    });
}
