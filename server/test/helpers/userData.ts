import { sql } from 'kysely';
import type { TestServer } from './testServer';

/**
 * Everything the database holds about one user, as text to compare before and after: their row,
 * every row of a table with a user_id column, and the rows hanging off their chats and eSIMs.
 * Tables are found in the catalogue, so a new table of user data is covered automatically.
 */
export async function snapshotUserData(server: TestServer, userId: number): Promise<string> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.columns
    where column_name = 'user_id' and table_schema = current_schema() order by table_name`.execute(server.db);
  const snapshot: Record<string, unknown[]> = {};
  snapshot.users = (await sql`select * from users where id = ${userId}`.execute(server.db)).rows;
  for (const { table_name: table } of tables.rows) {
    snapshot[table] = (await sql`select * from ${sql.table(table)} where user_id = ${userId} order by 1`.execute(server.db)).rows;
  }
  snapshot.messages = (await sql`select * from messages where chat_id in (select id from chats where user_id = ${userId}) order by id`.execute(server.db)).rows;
  snapshot.esim_usage = (await sql`select * from esim_usage where esim_id in (select id from esims where user_id = ${userId}) order by 1`.execute(server.db)).rows;
  snapshot.esim_topups = (await sql`select * from esim_topups where esim_id in (select id from esims where user_id = ${userId}) order by 1`.execute(server.db)).rows;
  // Binary columns (the greeting) as hex, so that the text is comparable.
  return JSON.stringify(snapshot, (_key, value: unknown) => (value instanceof Uint8Array ? Buffer.from(value).toString('hex') : value));
}

/** Values only the user's own data contains: none may appear in another user's answers. */
export async function privateMarkersOf(server: TestServer, userId: number): Promise<string[]> {
  const { db } = server;
  const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
  const phones = await db.selectFrom('phones').select('phone_number').where('user_id', '=', userId).execute();
  const esims = await db.selectFrom('esims').select('iccid').where('user_id', '=', userId).execute();
  const chats = await db.selectFrom('chats').select('third_party_number').where('user_id', '=', userId).execute();
  const blocked = await db.selectFrom('blocked_numbers').select('phone_number').where('user_id', '=', userId).execute();
  const greetings = await db.selectFrom('voicemail_greetings').select('file_name').where('user_id', '=', userId).execute();
  const payments = await db.selectFrom('payments').select('receipt_number').where('user_id', '=', userId).execute();
  const sessions = await db.selectFrom('sessions').select(['public_id', 'ip']).where('user_id', '=', userId).execute();
  const voicemails = await db.selectFrom('voicemails').select('transcript').where('user_id', '=', userId).execute();
  const ports = await db.selectFrom('port_requests').select(['public_id', 'account_number']).where('user_id', '=', userId).execute();
  const passkeys = await db.selectFrom('passkeys').select(['credential_id', 'device_label']).where('user_id', '=', userId).execute();
  return [
    user.email,
    ...phones.map((p) => p.phone_number),
    ...esims.map((e) => e.iccid),
    ...chats.map((c) => c.third_party_number),
    ...blocked.map((b) => b.phone_number),
    ...greetings.flatMap((g) => (g.file_name ? [g.file_name] : [])),
    // Receipt numbers: only the victim's receipts (page, PDF title, mail), history and CSV carry them.
    ...payments.map((p) => p.receipt_number),
    // Session ids and addresses (GET /api/sessions); loopback is every test request's, so no marker.
    ...sessions.map((s) => s.public_id),
    ...sessions.flatMap((s) => (s.ip && !/^(127\.|::1$|::ffff:127\.)/.test(s.ip) ? [s.ip] : [])),
    // Port requests (GET /api/portphone/requests): their ids and account numbers.
    ...ports.flatMap((p) => [p.public_id, ...(p.account_number ? [p.account_number] : [])]),
    // Voicemails (GET /api/voicemails): what the callers said.
    ...voicemails.flatMap((v) => (v.transcript ? [v.transcript] : [])),
    // Passkeys (GET /api/passkeys, proof options): their credential ids and labels.
    ...passkeys.flatMap((p) => [p.credential_id, p.device_label]),
  ];
}
