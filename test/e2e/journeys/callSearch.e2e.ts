// On the demo account of `npm run seed` (60 calls over two weeks): search the call
// history by a number typed with formatting, narrow it to incoming calls, reload (the filters are
// in the URL and stay), export the filtered list as CSV (its rows are the calls the database holds
// for that filter), and clear the filters.
import fs from 'node:fs';
import { formatDayAndTime, utcClock } from '../../../src/contract/dateFormat';
import { DEMO_BLOCKED_NUMBERS, DEMO_PHONE_NUMBER } from '../../../server/src/seed/demoContacts';
import { sandboxCallerLookup } from '../../../server/src/seed/sandboxCallerIds';
import { setupJourneys } from '../support/journey';
import { logIn, waitForHeading, waitForRoute } from '../support/screens';

const journey = setupJourneys({ seed: true });

/** 'YYYY-MM-DDTHH:mm:ssZ' of a stored call's date. */
function isoSeconds(date: Date | string): string {
  return new Date(date).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

test('call search: a formatted number and the Incoming filter narrow the history, survive a reload and export as CSV', async () => {
  const { page, server } = journey;
  const demo = server.demo!;
  const party = DEMO_BLOCKED_NUMBERS[0];
  const stored = await server.db.selectFrom('calls').selectAll().where('user_id', '=', demo.userId).where('hidden_at', 'is', null).execute();
  const withParty = stored.filter((call) => call.third_party_number === party);
  const incoming = withParty.filter((call) => call.hangup_cause === 'SUCCESS' && call.call_to === DEMO_PHONE_NUMBER);
  expect(incoming.length).toBeGreaterThan(0);

  await journey.goto('/login');
  await logIn(page, demo.email, demo.password);
  await waitForRoute(page, '/dashboard/account');
  await page.getByRole('link', { name: 'Call history' }).first().click();
  await waitForHeading(page, 'Call history');
  const count = page.getByRole('status').filter({ hasText: / calls?( of |$)/ });
  await count.getByText(`${stored.length} calls`, { exact: true }).waitFor();

  // The number as a customer copies it from somewhere else: country code, brackets, a dash.
  const formatted = `+1 (${party.slice(0, 3)}) ${party.slice(3, 6)}-${party.slice(6)}`;
  await page.getByRole('searchbox', { name: 'Search by number' }).fill(formatted);
  await count.getByText(`${withParty.length} ${withParty.length === 1 ? 'call' : 'calls'} of ${stored.length}`).waitFor();
  const kinds = page.getByRole('group', { name: 'Show calls' });
  await kinds.getByRole('button', { name: 'Incoming' }).click();
  const filteredCount = `${incoming.length} ${incoming.length === 1 ? 'call' : 'calls'} of ${stored.length}`;
  await count.getByText(filteredCount).waitFor();
  const rowsShown = page.getByRole('list', { name: 'Calls' }).getByRole('button', { name: /^Actions for the call with / });
  expect(new Set(await rowsShown.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label'))))).toEqual(
    new Set([`Actions for the call with (${party.slice(0, 3)}) ${party.slice(3, 6)}-${party.slice(6)}`]),
  );
  const search = new URL(page.url()).searchParams;
  expect(Object.fromEntries(search)).toEqual({ q: formatted, kind: 'incoming' });
  await journey.checkpoint('call history filtered');

  // A reload keeps the filters: they are in the address.
  await page.reload();
  await waitForHeading(page, 'Call history');
  await count.getByText(filteredCount).waitFor();
  expect(await page.getByRole('searchbox', { name: 'Search by number' }).inputValue()).toBe(formatted);
  expect(await kinds.getByRole('button', { name: 'Incoming' }).getAttribute('aria-pressed')).toBe('true');

  // Export CSV: the filtered calls, newest first, as the database has them.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^calls-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  const [header, ...rows] = csv.split('\r\n').filter((line) => line !== '');
  // Our server sends the carrier's caller name and spam rating (not in SPEC): the export carries them too.
  expect(header).toBe('Date and time (ISO 8601),Local date and time,Direction,Kind,Other party,Duration (seconds),Blocked,Caller name,Likely spam');
  const lookup = sandboxCallerLookup(party);
  const callerIdCells = `${lookup.callerName ?? ''},${lookup.spamLikely ? 'Yes' : ''}`;
  const expected = [...incoming]
    .sort((a, b) => new Date(b.call_date).getTime() - new Date(a.call_date).getTime())
    .map((call) => {
      const iso = isoSeconds(call.call_date);
      // The journey's browser runs in UTC: the local time is the UTC time, in the product's style (quoted: it holds a comma).
      const local = `"${formatDayAndTime(new Date(call.call_date), utcClock)}"`;
      return `${iso},${local},Incoming,Incoming,(${party.slice(0, 3)}) ${party.slice(3, 6)}-${party.slice(6)},${call.duration_seconds},Yes,${callerIdCells}`;
    });
  expect(rows).toEqual(expected);

  // A search that matches nothing says so, and Clear filters brings the whole history back.
  await page.getByRole('searchbox', { name: 'Search by number' }).fill('999 999');
  await page.getByRole('heading', { name: 'No calls match' }).waitFor();
  await journey.checkpoint('no calls match');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await count.getByText(`${stored.length} calls`, { exact: true }).waitFor();
  expect(new URL(page.url()).search).toBe('');
});
