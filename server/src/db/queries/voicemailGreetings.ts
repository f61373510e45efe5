import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

/** Stores the user's greeting, replacing the one before: one greeting per user. */
export async function saveVoicemailGreeting(
  db: Kysely<Database>,
  userId: number,
  audio: Uint8Array,
  contentType: string,
  fileName: string | null,
): Promise<void> {
  await db
    .insertInto('voicemail_greetings')
    .values({ user_id: userId, content_type: contentType, size_bytes: audio.byteLength, audio, file_name: fileName })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({
        content_type: contentType,
        size_bytes: audio.byteLength,
        audio,
        file_name: fileName,
        updated_at: sql`now()`,
      }),
    )
    .execute();
}

/** What the account page shows of the current greeting (not its audio). */
export function findVoicemailGreetingInfo(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('voicemail_greetings')
    .select(['file_name', 'size_bytes', 'updated_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function findVoicemailGreeting(db: Kysely<Database>, userId: number) {
  return db.selectFrom('voicemail_greetings').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** The greeting's audio and its type, or undefined when the user has none. */
export function findVoicemailGreetingAudio(db: Kysely<Database>, userId: number) {
  return db.selectFrom('voicemail_greetings').select(['audio', 'content_type']).where('user_id', '=', userId).executeTakeFirst();
}

/** Removes the user's greeting: callers hear the standard one again. True when there was one. */
export async function deleteVoicemailGreeting(db: Kysely<Database>, userId: number): Promise<boolean> {
  const result = await db.deleteFrom('voicemail_greetings').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
