// On the demo account of `npm run seed` (voicemails after its newest missed calls, the newest two
// unheard): open the inbox from the dashboard navigation, play the newest voicemail in the page
// (its audio element's time advances: the recording really plays), which marks it heard, mark the
// next one heard by its button, and watch the unheard count drop to none, in the database too.
// Then from the call history: a missed call's row links to the voicemail left after it (the call
// log's voicemail_id), which opens with its player.
import { DEMO_UNHEARD_VOICEMAILS } from '../../../server/src/seed/demoVoicemails';
import { formatPhone } from '../../../src/lib/formatPhone';
import { setupJourneys } from '../support/journey';
import { currentRoute, logIn, waitForHeading, waitForRoute } from '../support/screens';

const journey = setupJourneys({ seed: true });

test('voicemail: play one in the page (it plays, and is heard), mark another heard, the count drops; a call links to its voicemail', async () => {
  const { page, server } = journey;
  const demo = server.demo!;
  const unheardInDatabase = async () =>
    (await server.db.selectFrom('voicemails').select('id').where('user_id', '=', demo.userId).where('heard_at', 'is', null).execute()).length;
  expect(await unheardInDatabase()).toBe(DEMO_UNHEARD_VOICEMAILS);

  await journey.goto('/login');
  await logIn(page, demo.email, demo.password);
  await waitForRoute(page, '/dashboard/account');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: `Voicemail ${DEMO_UNHEARD_VOICEMAILS} unheard` }).click();
  await waitForHeading(page, 'Voicemail');
  const count = page.getByTestId('unheard-count');
  await count.getByText(`${DEMO_UNHEARD_VOICEMAILS} unheard`).waitFor();
  await journey.checkpoint('voicemail inbox');

  // The newest: play it in the page.
  const items = page.getByRole('list', { name: 'Voicemails, newest first' }).getByRole('listitem');
  const newest = items.first();
  const caller = (await newest.getByRole('heading', { level: 2 }).textContent())!;
  await newest.getByRole('button', { name: `Play: ${caller}` }).click();
  const audio = page.getByLabel(`Voicemail from ${caller}`);
  await audio.waitFor();
  // Autoplay follows the click; should the browser hold it back, its own control starts it.
  await audio.evaluate((element: HTMLAudioElement) => (element.paused ? element.play() : undefined));
  await page.waitForFunction((label) => {
    const element = document.querySelector<HTMLAudioElement>(`audio[aria-label="${label}"]`);
    return element !== null && element.currentTime > 0.3;
  }, `Voicemail from ${caller}`);
  expect(await audio.evaluate((element: HTMLAudioElement) => element.duration)).toBeGreaterThan(1);
  await count.getByText(`${DEMO_UNHEARD_VOICEMAILS - 1} unheard`).waitFor();
  await journey.checkpoint('voicemail playing');

  // The next unheard one: marked heard by its button.
  const next = items.nth(1);
  const nextCaller = (await next.getByRole('heading', { level: 2 }).textContent())!;
  await next.getByRole('button', { name: `Mark as heard: ${nextCaller}` }).click();
  await count.getByText('All heard').waitFor();
  expect(await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Voicemail', exact: true }).count()).toBe(1);
  expect(await unheardInDatabase()).toBe(0);

  // The call history: a row links to the voicemail its caller left, named by the call log.
  await page.getByRole('navigation', { name: 'Calls and voicemail' }).getByRole('link', { name: 'Calls' }).click();
  await waitForHeading(page, 'Call history');
  const link = page.getByRole('list', { name: 'Calls' }).getByRole('link', { name: /^Voicemail from / }).first();
  await link.waitFor();
  const voicemailId = Number(new URL((await link.getAttribute('href'))!, page.url()).searchParams.get('voicemail'));
  // The demo customer's voicemail, from the caller of the row that links to it.
  const linked = await server.db.selectFrom('voicemails').select('from_number').where('id', '=', voicemailId).where('user_id', '=', demo.userId).executeTakeFirstOrThrow();
  expect(await link.getAttribute('aria-label')).toBe(`Voicemail from ${formatPhone(linked.from_number)}`);
  await link.click();
  await waitForRoute(page, '/dashboard/voicemail');
  expect(currentRoute(page)).toBe(`/dashboard/voicemail?voicemail=${voicemailId}`);
  // Opened from the link: its player is open.
  await page.locator('audio').first().waitFor();
});
