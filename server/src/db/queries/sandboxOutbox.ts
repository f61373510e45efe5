import type { Executor } from './executor';

/**
 * Stores a mail the sandbox mailer sent, so that mail from every instance can be read in one place;
 * once per idempotency key. Answers whether it was stored now (false: that key was stored before).
 */
export async function insertSandboxMail(db: Executor, mail: { recipient: string; subject: string; message: unknown; idempotencyKey: string }): Promise<boolean> {
  const stored = await db
    .insertInto('sandbox_outbox')
    .values({ recipient: mail.recipient, subject: mail.subject, message: JSON.stringify(mail.message), idempotency_key: mail.idempotencyKey })
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return stored !== undefined;
}

/** The stored messages sent to `recipient`, oldest first. */
export async function listSandboxMails(db: Executor, recipient: string): Promise<unknown[]> {
  const rows = await db.selectFrom('sandbox_outbox').select('message').where('recipient', '=', recipient).orderBy('id').execute();
  return rows.map((row) => row.message);
}

/** The newest `limit` messages of the sandbox outbox, newest first. */
export function listSandboxOutbox(db: Executor, limit: number) {
  return db.selectFrom('sandbox_outbox').select(['id', 'recipient', 'subject', 'message', 'sent_at']).orderBy('id', 'desc').limit(limit).execute();
}
