// The demo customer asks for a copy of their data on the account page ('Download your data', last
// in Edit information): the current password first, then 'Preparing…' until the server's job has
// built it (read from the page, which asks again every few seconds), then 'Ready: download (until
// …)'. The download is a ZIP whose profile.json is the customer's own.
import fs from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { setupJourneys } from '../support/journey';
import { logIn, waitForHeading, waitForRoute } from '../support/screens';

const journey = setupJourneys({ seed: true });

test('download your data: ask with the password, wait for ready on the page, download the ZIP and read profile.json back', async () => {
  const { page, server } = journey;
  const demo = server.demo!;

  await journey.goto('/login');
  await logIn(page, demo.email, demo.password);
  await waitForRoute(page, '/dashboard/account');
  await waitForHeading(page, 'Manage account');

  const section = page.getByRole('region', { name: 'Download your data' });
  await section.getByRole('heading', { name: 'Download your data' }).scrollIntoViewIfNeeded();
  await section.getByRole('button', { name: 'Ask for a copy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download your data' });
  await dialog.getByText('Enter your current password to ask for a copy of your data.').waitFor();
  await journey.checkpoint('download your data: the owner proof');
  await dialog.getByLabel('Current password').fill(demo.password);
  await dialog.getByRole('button', { name: 'ASK' }).click();
  await dialog.waitFor({ state: 'detached' });

  // Ready once the job has built it: the page says so by itself (it asks while preparing).
  const ready = section.getByRole('status').filter({ hasText: /^Ready: download \(until \d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}\)$/ });
  await ready.waitFor({ timeout: 60_000 });
  await journey.checkpoint('download your data: ready');

  const downloading = page.waitForEvent('download');
  await ready.getByRole('button', { name: 'download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(fs.readFileSync((await download.path())!)));
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['profile.json', 'calls.json', 'messages.json', 'voicemails.json', 'devices.json']));
  const profile = JSON.parse(strFromU8(files['profile.json'])) as { email: string; first_name: string };
  expect(profile.email).toBe(demo.email);

  // Announced by mail too, once.
  const mails = await server.db.selectFrom('mail_outbox').select('id').where('idempotency_key', 'like', 'data-export-ready:%').execute();
  expect(mails).toHaveLength(1);
});
