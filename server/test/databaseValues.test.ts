import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../src/db/database';
import type { Database } from '../src/db/schema';
import { createTestDataDir, databaseUrlFor, removeTestDataDir } from './helpers/testDatabase';

// The same expectations on the embedded database and, with TEST_DATABASE_URL, on PostgreSQL: the app
// reads the same values whichever database it runs on. Arrays: the types the schema stores in arrays
// (text), and one that node-postgres does not parse.
let dataDir: string;
let db: Kysely<Database>;

beforeAll(async () => {
  dataDir = await createTestDataDir();
  db = await openDatabase({ databaseUrl: databaseUrlFor(dataDir), dataDir });
}, 60_000);

afterAll(async () => {
  await db.destroy();
  await removeTestDataDir(dataDir);
});

async function selectOne(expression: string): Promise<unknown> {
  const { rows } = await sql<{ value: unknown }>`select ${sql.raw(expression)} as value`.execute(db);
  return rows[0].value;
}

describe('values read from the database', () => {
  test.each([
    ['an int8 is a number', '5000000000::int8', 5_000_000_000],
    ['a count is a number', '(select count(*) from (values (1), (2)) as t(x))', 2],
    ['a date stays its calendar day', "'2026-03-01'::date", '2026-03-01'],
    ['a boolean', 'true', true],
    ['an int4', '42::int4', 42],
    ['a float8', '2.5::float8', 2.5],
    ['numeric stays exact text', '1234.50::numeric(10,2)', '1234.50'],
    ['jsonb is parsed', `'{"a":[1,"b"]}'::jsonb`, { a: [1, 'b'] }],
    ['text', "'hello'::text", 'hello'],
    ['a text array is an array', "array['a','b,c',null]::text[]", ['a', 'b,c', null]],
    ['an int4 array is an array of numbers', "'{1,2,3}'::int4[]", [1, 2, 3]],
    ['a jsonb array is parsed', `array['{"k":1}'::jsonb]`, [{ k: 1 }]],
    ['a name array (no parser in node-postgres) is its text', "array['x','y']::name[]", '{x,y}'],
    ['a null', 'null::int4', null],
  ])('%s', async (_label, expression, expected) => {
    expect(await selectOne(expression)).toEqual(expected);
  });

  test('a timestamptz is a Date at the same instant', async () => {
    const value = await selectOne("'2026-03-01T12:34:56.789Z'::timestamptz");
    expect(value).toBeInstanceOf(Date);
    expect((value as Date).toISOString()).toBe('2026-03-01T12:34:56.789Z');
  });

  test('a timestamptz array is an array of Dates', async () => {
    const value = (await selectOne("array['2026-03-01T00:00:00Z'::timestamptz]")) as Date[];
    expect(value.map((date) => date.toISOString())).toEqual(['2026-03-01T00:00:00.000Z']);
  });

  test('bytea is bytes', async () => {
    const value = await selectOne("'\\x0102ff'::bytea");
    expect(Array.from(value as Uint8Array)).toEqual([1, 2, 255]);
  });
});
