// Journey 6: a subscriber without an eSIM buys one (reCAPTCHA, Purchase, pay by card),
// sees its activation QR code (read back from the page's pixels and compared with the server's
// activation string), then, a month on, opens the usage report and loads every day of it.
import { sql } from 'kysely';
import { setupJourneys } from '../support/journey';
import { QR_QUIET_ZONE_MODULES } from '../../../src/lib/qrImage';
import { qrModulesOfImage, qrModulesOfText } from '../support/qrModules';
import { logIn, waitForHeading, waitForRoute } from '../support/screens';

const journey = setupJourneys({ seed: true });

const DAY_MS = 86_400_000;

/** 'DD MMM YYYY' of an instant in UTC (the journey's browser clock zone), as a day card is labelled. */
function dayLabel(instant: number): string {
  const date = new Date(instant);
  const month = date.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  return `${String(date.getUTCDate()).padStart(2, '0')} ${month} ${date.getUTCFullYear()}`;
}

test('journey 6: buy an eSIM, scan its QR code, then read the whole usage report', async () => {
  const { page, server } = journey;
  const demo = server.demo!;
  // The demo account comes with an eSIM: without it, it is a subscriber who has not bought one.
  await server.db.deleteFrom('esims').where('user_id', '=', demo.userId).execute();
  const esimPlan = await server.db.selectFrom('esim_plans').select(['id', 'price_cents']).where('active', '=', true).orderBy('sort_order').executeTakeFirstOrThrow();
  const price = `$${(esimPlan.price_cents / 100).toFixed(2)}`;

  await journey.goto('/login');
  await logIn(page, demo.email, demo.password);
  await waitForRoute(page, '/dashboard/account');
  await journey.goto('/dashboard/esim');
  await waitForHeading(page, 'eSIM');

  // No eSIM: the offer with its one-time fee; Purchase waits for the reCAPTCHA.
  await page.getByText(price).first().waitFor();
  // The tab strip comes one paint after the panel: once it is there, it has no report tab.
  await page.getByRole('tab', { name: 'eSIM activation' }).waitFor();
  expect(await page.getByRole('tab', { name: 'Usage report' }).count()).toBe(0);
  const purchase = page.getByRole('button', { name: 'Purchase', exact: true });
  expect(await purchase.isDisabled()).toBe(true);
  await page.getByLabel("I'm not a robot").check();
  await journey.checkpoint('esim offer');
  await purchase.click();

  await waitForRoute(page, '/purchase-esim');
  await waitForHeading(page, 'Purchase eSIM');
  // The card saved at sign-up is offered first, with what Pay will charge.
  expect(await page.getByRole('radio', { name: 'Pay with card ending 4242' }).isChecked()).toBe(true);
  await page.getByText(`You will be charged ${price} today`).waitFor();
  await journey.checkpoint('purchase esim');
  await page.getByRole('button', { name: `Pay ${price}` }).click();

  // Back on the eSIM page, the QR code of the eSIM just provisioned.
  await waitForRoute(page, '/dashboard/esim');
  const qrImage = page.getByRole('img', { name: 'eSIM activation QR code' });
  await qrImage.waitFor();
  const esims = await server.db.selectFrom('esims').select(['id', 'text_qr_code', 'esim_plan_id']).where('user_id', '=', demo.userId).execute();
  expect(esims).toHaveLength(1);
  expect(esims[0].esim_plan_id).toBe(esimPlan.id);
  const activation = esims[0].text_qr_code!;
  expect(activation).toMatch(/^LPA:1\$/);
  // No QR decoder is installed (no jsqr, zxing...), so the test reads the symbol's modules back
  // from the image's pixels and compares them with the modules the same `qrcode` library encodes
  // the server's activation string into, at the page's settings (error correction H, a quiet zone
  // of QR_QUIET_ZONE_MODULES: src/lib/qrImage.ts). Encoding is deterministic (version, mask), so
  // equal modules mean the image encodes exactly that string; any other text changes them.
  const shownModules = await qrModulesOfImage(qrImage, QR_QUIET_ZONE_MODULES);
  expect(shownModules).toEqual(qrModulesOfText(activation, 'H'));
  expect(shownModules).not.toEqual(qrModulesOfText(`${activation}X`, 'H'));
  // Encoded off the main thread: the page started the QR worker for it (the eSIM page's one worker;
  // lazy chunk files are named by id, so its script is any of our assets).
  const workerScripts = page.workers().map((worker) => worker.url()).filter((url) => /\/app\/assets\/[\w-]+\.[0-9a-f]+\.js$/.test(url));
  expect(workerScripts).toHaveLength(1);
  const qrWorkerScript = workerScripts[0];
  // A worker that cannot start (its script refused here) still gives the same code, made on the page.
  await page.route(qrWorkerScript, (route) => route.abort());
  await page.reload();
  await qrImage.waitFor();
  expect(await qrModulesOfImage(qrImage, QR_QUIET_ZONE_MODULES)).toEqual(qrModulesOfText(activation, 'H'));
  expect(page.workers().some((worker) => worker.url() === qrWorkerScript)).toBe(false);
  await page.unroute(qrWorkerScript);
  await journey.checkpoint('esim activation');

  // A month later: the eSIM has been in use for over 30 days (the operator sandbox reports each day).
  await sql`update esims set created_at = ${new Date(Date.now() - 40 * DAY_MS)} where id = ${esims[0].id}`.execute(server.db);
  await page.getByRole('tab', { name: 'Usage report' }).click();
  const heading = page.getByRole('heading', { level: 2, name: /^Total data usage - \d+ days$/ });
  await heading.waitFor();
  const statedDays = Number(/(\d+) days/.exec(await heading.innerText())![1]);
  expect(statedDays).toBe(30);
  const days = page.getByRole('list', { name: 'Daily usage' }).getByRole('listitem');
  await days.first().waitFor();
  expect(await days.count()).toBe(7);
  await journey.checkpoint('usage report');
  const loadMore = page.getByRole('button', { name: 'Load More' });
  let presses = 0;
  while ((await loadMore.count()) > 0) {
    const before = await days.count();
    await loadMore.click();
    presses += 1;
    await page.waitForFunction((shown) => document.querySelectorAll('[aria-label="Daily usage"] > li').length > shown, before);
    if (presses > 10) throw new Error('Load More never went away');
  }
  // The '30 days' of the heading are the 30 calendar days ending today, all shown at the end.
  expect(await days.count()).toBe(statedDays);
  const newest = await days.first().getAttribute('aria-label');
  const oldest = await days.last().getAttribute('aria-label');
  expect([newest, oldest]).toEqual([dayLabel(Date.now()), dayLabel(Date.now() - (statedDays - 1) * DAY_MS)]);
  await journey.checkpoint('usage report complete');
});
