import type { Kysely } from 'kysely';
import type { Database, NewUser, User, UserUpdate } from '../schema';
import type { Executor } from './executor';

export function findUserByEmail(db: Kysely<Database>, email: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserById(db: Kysely<Database>, id: number): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The user's row, locked until the transaction ends (one purchase at a time per customer). */
export function lockUser(trx: Executor, id: number): Promise<User | undefined> {
  return trx.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function insertUser(db: Kysely<Database>, user: NewUser): Promise<User> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

export async function updateUser(db: Kysely<Database>, id: number, changes: UserUpdate): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Returns the user's row after the update (stamped updated_at). */
export function updateUserReturning(db: Executor, id: number, changes: UserUpdate): Promise<User> {
  return db
    .updateTable('users')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The account whose Google or Apple subject this is, if any. */
export function findUserBySocialSubject(db: Executor, column: 'google_subject' | 'apple_subject', subject: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where(column, '=', subject).executeTakeFirst();
}

/** Sets the user's address, proved now (a confirmed or undone email change). */
export async function setVerifiedEmail(db: Executor, id: number, email: string, now: Date): Promise<void> {
  await db.updateTable('users').set({ email, email_verified_at: now, updated_at: now }).where('id', '=', id).execute();
}

/** Marks the address proved, if it is still the account's (the link was mailed to it); answers whether it was. */
export async function markEmailVerified(db: Executor, id: number, email: string): Promise<boolean> {
  const updated = await db.updateTable('users').set({ email_verified_at: new Date(), updated_at: new Date() }).where('id', '=', id).where('email', '=', email).executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** Removes the account; every row it owns goes with it (foreign keys cascade). */
export async function deleteUser(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

/** True for PostgreSQL's unique_violation, e.g. two sign-ups with one email at the same moment. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** Locks a user's row for the caller's transaction; answers its email and social links. */
export function lockUserSocialLinks(db: Executor, userId: number) {
  return db.selectFrom('users').select(['id', 'email', 'google_subject', 'apple_subject', 'google_proven_email', 'apple_proven_email']).where('id', '=', userId).forUpdate().executeTakeFirst();
}

/** Whether any account exists at all. */
export async function anyAccountExists(db: Executor): Promise<boolean> {
  return (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;
}
