// Item 3: installing the eSIM without a second screen. The demo customer's eSIM is on a
// phone: the page says where and keeps the codes behind a disclosure; the usage report shows the
// included 40 MB as a meter with a forecast. Then, on an iPhone with iOS 17.4 and the eSIM not yet
// installed, the page offers Apple's install link and copies the SM-DP+ address and activation code.
import { formatDay, utcClock } from '../../../src/contract/dateFormat';
import { formatDataSize } from '../../../src/lib/formatDataSize';
import { DEMO_IMEI, DEMO_PROVIDER_ESIM_ID, DEMO_QR_CODE } from '../../../server/src/seed/demoEsim';
import { sandboxUsageOf } from '../../../server/src/providers/esim/sandboxEsimProvider';
import { setupJourneys, viewports } from '../support/journey';
import { logIn, waitForHeading, waitForRoute } from '../support/screens';

const journey = setupJourneys({ seed: true });

const DAY_MS = 86_400_000;
const IPHONE_17_4 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** 'D MMM' of a UTC instant (the journey's browser clock zone), as the forecast names a day. */
/** The product's day style, 'DD MMM YYYY', of an instant in UTC (the journey's browser zone). */
function dayAndMonth(instant: number): string {
  return formatDay(new Date(instant), utcClock);
}

test('journey 25.3: an installed eSIM and its included data, then installing it on this iPhone', async () => {
  const { page, server, context } = journey;
  const demo = server.demo!;
  const esim = await server.db.selectFrom('esims').select(['id']).where('user_id', '=', demo.userId).executeTakeFirstOrThrow();
  // Every past day used 1 MB; today is what the sandbox operator reports (the report asks it afresh).
  await server.db.updateTable('esim_usage').set({ downlink_mb: 1, uplink_mb: 0 }).where('esim_id', '=', esim.id).execute();
  const today = new Date().toISOString().slice(0, 10);
  const todayUsage = sandboxUsageOf(DEMO_PROVIDER_ESIM_ID, today);
  const todayMb = Math.round((todayUsage.downlinkMb + todayUsage.uplinkMb) * 100) / 100;
  const usedMb = 29 + todayMb;
  const leftMb = 40 - usedMb;
  const daysLeft = Math.floor(leftMb / ((6 + todayMb) / 7));

  await journey.goto('/login');
  await logIn(page, demo.email, demo.password);
  await waitForRoute(page, '/dashboard/account');
  await journey.goto('/dashboard/esim');
  await waitForHeading(page, 'eSIM');

  // Installed: says on which phone, no longer invites activation, the codes wait behind a disclosure.
  await page.getByText(`Installed on the phone with IMEI ${DEMO_IMEI}`).waitFor();
  expect(await page.getByRole('heading', { name: 'Activate your eSIM' }).count()).toBe(0);
  expect(await page.getByRole('img', { name: 'eSIM activation QR code' }).count()).toBe(0);
  const disclosure = page.getByRole('button', { name: 'Show installation details' });
  expect(await disclosure.getAttribute('aria-expanded')).toBe('false');
  await journey.checkpoint('installed esim');
  await disclosure.click();
  await page.getByRole('img', { name: 'eSIM activation QR code' }).waitFor();
  await page.getByText('DEMO1-ESIM2-K7QX9-4242A').waitFor();

  // The included data: a meter of used and left, and the forecast at the last week's pace.
  await page.getByRole('tab', { name: 'Usage report' }).click();
  const meter = page.getByRole('meter', { name: 'Included data used' });
  await meter.waitFor();
  expect(await meter.getAttribute('aria-valuemax')).toBe('40');
  expect(await meter.getAttribute('aria-valuetext')).toBe(`${formatDataSize(usedMb)} used of 40 MB, ${formatDataSize(leftMb)} left`);
  await page.getByText(`${formatDataSize(leftMb)} left`, { exact: true }).waitFor();
  await page.getByText(`At this pace your data lasts until ${dayAndMonth(Date.parse(today) + daysLeft * DAY_MS)}`).waitFor();
  await journey.checkpoint('included data meter');

  // On an iPhone with iOS 17.4, before any phone has installed the eSIM.
  await server.db.updateTable('esims').set({ imei: null }).where('id', '=', esim.id).execute();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setUserAgentOverride', { userAgent: IPHONE_17_4 });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.origin });
  await page.setViewportSize(viewports.phone);
  await journey.goto('/dashboard/esim');
  await page.getByRole('heading', { level: 2, name: 'Activate your eSIM' }).waitFor();
  expect(await page.evaluate(() => navigator.userAgent)).toBe(IPHONE_17_4);

  const install = page.getByRole('link', { name: 'Install on this iPhone' });
  expect(await install.getAttribute('href')).toBe(`https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(DEMO_QR_CODE)}`);
  const steps = await page.getByRole('list', { name: 'How to install the eSIM' }).getByRole('listitem').allInnerTexts();
  expect(steps[1]).toBe('Go to Cellular > Add eSIM > Use QR Code > Enter Details Manually.');

  await page.getByRole('button', { name: 'Copy the SM-DP+ address' }).click();
  await page.getByRole('group', { name: 'SM-DP+ address' }).getByRole('status').getByText('Copied').waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('smdp.example.com');
  await page.getByRole('button', { name: 'Copy the activation code' }).click();
  await page.getByRole('group', { name: 'Activation code' }).getByRole('status').getByText('Copied').waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('DEMO1-ESIM2-K7QX9-4242A');
  await journey.checkpoint('install on this iphone');
});
