import { sql, type Kysely } from 'kysely';

/**
 * Which Google or Apple link proved the account's email: the address the provider vouched for
 * (its email_verified claim) when the link was made, while it was the account's own; null when
 * the link proved nothing. A link that proved nothing may have been made by someone who typed
 * the owner's address at the provider, so it is dropped once a mailed link proves the address
 * (auth/socialLinkProof.ts). Links made before this migration are not known to be proven: null.
 */
const statements = [
  sql`alter table users add column google_proven_email text`,
  sql`alter table users add column apple_proven_email text`,
  sql`alter table users add constraint users_google_proof_needs_link check (google_proven_email is null or google_subject is not null)`,
  sql`alter table users add constraint users_apple_proof_needs_link check (apple_proven_email is null or apple_subject is not null)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop constraint if exists users_apple_proof_needs_link`.execute(db);
  await sql`alter table users drop constraint if exists users_google_proof_needs_link`.execute(db);
  await sql`alter table users drop column if exists apple_proven_email`.execute(db);
  await sql`alter table users drop column if exists google_proven_email`.execute(db);
}
