import type { Kysely, Selectable } from 'kysely';
import type { Database, PasskeysTable } from '../schema';

export type PasskeyRow = Selectable<PasskeysTable>;

export interface NewPasskey {
  userId: number;
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  label: string;
  backedUp: boolean;
}

export async function insertPasskey(db: Kysely<Database>, passkey: NewPasskey, at: Date): Promise<PasskeyRow> {
  return db
    .insertInto('passkeys')
    .values({
      user_id: passkey.userId,
      credential_id: passkey.credentialId,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports: passkey.transports,
      device_label: passkey.label,
      backed_up: passkey.backedUp,
      created_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The customer's passkeys, oldest first. */
export function passkeysOf(db: Kysely<Database>, userId: number): Promise<PasskeyRow[]> {
  return db.selectFrom('passkeys').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

export function findPasskeyByCredentialId(db: Kysely<Database>, credentialId: string): Promise<PasskeyRow | undefined> {
  return db.selectFrom('passkeys').selectAll().where('credential_id', '=', credentialId).executeTakeFirst();
}

/** Deletes one of the customer's passkeys; false when `userId` has none with this id (another customer's included). */
export async function deletePasskeyOf(db: Kysely<Database>, userId: number, passkeyId: number): Promise<boolean> {
  const deleted = await db.deleteFrom('passkeys').where('id', '=', passkeyId).where('user_id', '=', userId).returning('id').executeTakeFirst();
  return deleted !== undefined;
}

/**
 * Records a verified use: the new counter, only if it is still above the stored one (or both are
 * 0), so of two simultaneous uses of one signature only one counts. False when the other won.
 */
export async function recordPasskeyUse(db: Kysely<Database>, passkey: PasskeyRow, newCounter: number, backedUp: boolean, at: Date): Promise<boolean> {
  const updated = await db
    .updateTable('passkeys')
    .set({ counter: newCounter, backed_up: backedUp, last_used_at: at })
    .where('id', '=', passkey.id)
    .where((eb) => (newCounter === 0 ? eb('counter', '=', 0) : eb('counter', '<', newCounter)))
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}
