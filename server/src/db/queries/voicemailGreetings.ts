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
