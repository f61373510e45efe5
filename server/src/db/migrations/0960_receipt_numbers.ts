import { sql, type Kysely } from 'kysely';

/**
 * Receipt numbers that say nothing about sales volume. A receipt's number was `R-` and the
 * payment's id, and its URL and the billing history's row ids were that id too: a global sequence,
 * so two receipts of one customer told how many payments everyone made in between.
 *
 * Now every payment gets, when it is inserted (whoever inserts it: a purchase, a renewal, the seed,
 * SQL by hand), `receipt_number`: `R-` and 10 characters drawn at random from 32 that cannot be
 * mistaken for one another when read aloud or typed (no 0/O, no 1/I). 32^10 is about 10^15: a
 * collision is refused by the unique index (one purchase in some 10^9 at a million payments),
 * never silently shared. Support finds a charge by it (`where receipt_number = 'R-…'`, the index).
 *
 * The characters come from gen_random_uuid() (core PostgreSQL since 13, a strong random source;
 * no extension needed): ten of its bytes, each taken modulo 32. The version nibble (byte 6) is
 * skipped; byte 8's two fixed variant bits lie above the five that are used.
 *
 * Existing payments are numbered in this migration, by an UPDATE (so the statement trigger of
 * migration 0850 changes their customers' history versions and every server drops the history
 * pages it kept, which showed the old numbers).
 */
export const RECEIPT_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

const statements = [
  sql`create function new_receipt_number() returns text language sql volatile as $$
    select 'R-' || string_agg(substr(${sql.lit(RECEIPT_ALPHABET)}, get_byte(bytes, byte_index) % 32 + 1, 1), '' order by byte_index)
    from (select decode(replace(gen_random_uuid()::text, '-', ''), 'hex') as bytes) as random,
      unnest(array[0, 1, 2, 3, 4, 5, 7, 8, 9, 10]) as byte_index
  $$`,
  sql`alter table payments add column receipt_number text`,
  sql`update payments set receipt_number = new_receipt_number()`,
  sql`alter table payments alter column receipt_number set default new_receipt_number()`,
  sql`alter table payments alter column receipt_number set not null`,
  sql`alter table payments add constraint payments_receipt_number_format check (receipt_number ~ ${sql.lit(`^R-[${RECEIPT_ALPHABET}]{10}$`)})`,
  sql`create unique index payments_receipt_number on payments (receipt_number)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists payments_receipt_number`.execute(db);
  await sql`alter table payments drop column if exists receipt_number`.execute(db);
  await sql`drop function if exists new_receipt_number()`.execute(db);
}
