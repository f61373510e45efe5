import type { AppContext } from '../appContext';
import type { Executor } from '../db/queries/executor';
import { findUserById } from '../db/queries/users';
import type { MailMessage } from '../providers/mail/Mailer';

/**
 * Queues a mail about a port to the requester, in `db`: pass the transaction that records the
 * port's change, so that the mail exists exactly when the change does (then `ctx.mail.wake()` after it commits).
 */
export async function queuePortMail(ctx: AppContext, db: Executor, userId: number, build: (email: string) => MailMessage): Promise<void> {
  const user = await findUserById(db, userId);
  if (user) await ctx.mail.enqueue(db, build(user.email));
}
