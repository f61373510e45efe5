import type { Kysely } from 'kysely';
import type { Database, NewUser, User, UserUpdate } from '../schema';

export function findUserByEmail(db: Kysely<Database>, email: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserById(db: Kysely<Database>, id: number): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
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

/** Removes the account; every row it owns goes with it (foreign keys cascade). */
export async function deleteUser(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

/** True for PostgreSQL's unique_violation, e.g. two sign-ups with one email at the same moment. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
