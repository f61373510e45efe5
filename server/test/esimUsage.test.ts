import { sql } from 'kysely';
import type { EsimUsage } from '../../src/contract/api';
import { createCustomerWithEsim, setupEsimTestServer } from './helpers/esimTestServer';
import { createSignedInUser, type SignedInUser } from './helpers/users';

const { server } = setupEsimTestServer();

const DAY_MS = 86_400_000;
const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);

function usage(user: SignedInUser, startDate: string, endDate: string) {
  const query = new URLSearchParams({ startDate, endDate });
  return server.app.inject({ method: 'GET', url: `/api/esim/usage?${query}`, headers: user.headers });
}

/** A customer whose eSIM was bought `daysAgo` days ago. */
async function customerWithEsim(daysAgo: number): Promise<SignedInUser> {
  const user = await createCustomerWithEsim(server);
  await sql`update esims set created_at = now() - make_interval(days => ${daysAgo}) where user_id = ${user.userId}`.execute(server.db);
  return user;
}

const round2 = (mb: number) => Math.round(mb * 100) / 100;

describe('GET /api/esim/usage', () => {
  test('the last 30 days: one entry per day, newest first, plausible MB, totals that add up', async () => {
    const user = await customerWithEsim(60);
    const response = await usage(user, isoDay(30), isoDay(0));
    expect(response.statusCode).toBe(200);
    const body: EsimUsage = response.json();
    expect(body.success).toBe(true);
    expect(body.dataUsage.map((day) => day.date)).toEqual(Array.from({ length: 31 }, (_, daysAgo) => isoDay(daysAgo)));
    for (const day of body.dataUsage) {
      expect(day.downlink).toBeGreaterThanOrEqual(0);
      expect(day.downlink).toBeLessThan(5);
      expect(day.uplink).toBeLessThanOrEqual(day.downlink);
      expect(day.totalVolume).toBe(round2(day.downlink + day.uplink));
    }
    const sum = (pick: (day: EsimUsage['dataUsage'][number]) => number) => round2(body.dataUsage.reduce((total, day) => total + pick(day), 0));
    expect(body.dataTotalUsage).toEqual({
      downlink: sum((day) => day.downlink),
      uplink: sum((day) => day.uplink),
      totalVolume: round2(sum((day) => day.downlink) + sum((day) => day.uplink)),
    });
    // Around the 40 MB a month the plan includes, not gigabytes.
    expect(body.dataTotalUsage.totalVolume).toBeGreaterThan(5);
    expect(body.dataTotalUsage.totalVolume).toBeLessThan(120);
  });

  test('days are stored once and answer the same on every request', async () => {
    const user = await customerWithEsim(10);
    const first = (await usage(user, isoDay(9), isoDay(3))).json();
    const esim = await server.db.selectFrom('esims').select('id').where('user_id', '=', user.userId).executeTakeFirstOrThrow();
    const stored = await server.db.selectFrom('esim_usage').select(['usage_date', 'downlink_mb']).where('esim_id', '=', esim.id).orderBy('usage_date').execute();
    expect(stored.map((row) => row.usage_date)).toEqual([9, 8, 7, 6, 5, 4, 3].map(isoDay));
    const again = (await usage(user, isoDay(9), isoDay(3))).json();
    expect(again).toEqual(first);
    // The stored figures are what is answered, not a fresh guess.
    await server.db.updateTable('esim_usage').set({ downlink_mb: 7.5, uplink_mb: 0.5 }).where('esim_id', '=', esim.id).where('usage_date', '=', isoDay(5)).execute();
    const edited = (await usage(user, isoDay(5), isoDay(5))).json();
    expect(edited.dataUsage).toEqual([{ date: isoDay(5), downlink: 7.5, uplink: 0.5, totalVolume: 8 }]);
  });

  test('days before the eSIM existed and days to come have no entries', async () => {
    const user = await customerWithEsim(2);
    const response = await usage(user, isoDay(20), isoDay(-5));
    expect(response.statusCode).toBe(200);
    expect(response.json().dataUsage.map((day: { date: string }) => day.date)).toEqual([isoDay(0), isoDay(1), isoDay(2)]);
    const future = await usage(user, isoDay(-5), isoDay(-10));
    expect(future.json()).toEqual({ success: true, dataTotalUsage: { downlink: 0, uplink: 0, totalVolume: 0 }, dataUsage: [] });
  });

  test('without an eSIM: success false and no days', async () => {
    const user = await createSignedInUser(server);
    const response = await usage(user, isoDay(30), isoDay(0));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: false, dataTotalUsage: { downlink: 0, uplink: 0, totalVolume: 0 }, dataUsage: [] });
  });

  test("one user never sees another's usage", async () => {
    const owner = await customerWithEsim(5);
    const other = await createSignedInUser(server);
    expect((await usage(owner, isoDay(5), isoDay(0))).json().dataUsage).toHaveLength(6);
    expect((await usage(other, isoDay(5), isoDay(0))).json()).toMatchObject({ success: false, dataUsage: [] });
  });

  test('31 days is the longest range', async () => {
    const user = await customerWithEsim(1);
    expect((await usage(user, '2025-01-01', '2025-01-31')).statusCode).toBe(200);
    const tooLong = await usage(user, '2025-01-01', '2025-02-01');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ failure: 'The date range must not exceed 31 days.' });
  });

  test.each([
    ['a start after the end', '2025-03-10', '2025-03-09', 'startDate must not be after endDate.'],
    ['a day that does not exist', '2025-02-30', '2025-03-01', 'startDate is not a valid date (YYYY-MM-DD).'],
    ['a month that does not exist', '2025-01-01', '2025-13-01', 'endDate is not a valid date (YYYY-MM-DD).'],
  ])('%s is a 400', async (_name, startDate, endDate, failure) => {
    const user = await customerWithEsim(1);
    const response = await usage(user, startDate, endDate);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ failure });
  });

  test.each([
    ['a missing endDate', 'startDate=2025-01-01', "querystring must have required property 'endDate'"],
    ['a date in another format', 'startDate=01/02/2025&endDate=2025-01-03', 'querystring/startDate must match pattern "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"'],
  ])('%s is a 400', async (_name, query, message) => {
    const user = await createSignedInUser(server);
    const response = await server.app.inject({ method: 'GET', url: `/api/esim/usage?${query}`, headers: user.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ failure: `Invalid request: ${message}.` });
  });

  test('needs a session', async () => {
    const response = await server.app.inject({ method: 'GET', url: `/api/esim/usage?startDate=${isoDay(1)}&endDate=${isoDay(0)}` });
    expect(response.statusCode).toBe(401);
  });
});
