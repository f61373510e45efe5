// The sandbox's tools, as a newcomer uses them: sign up, open the mailbox from the Sandbox ribbon and
// follow the verification link there; buy a number, then open the network simulator from the ribbon,
// send a text with a picture and a missed call, and find both on the chats page and in the call
// history without a reload (the live event stream brought them).
import { uniqueEmail } from '../support/accounts';
import { payForPlan, pickFirstNumber } from '../support/funnel';
import { setupJourneys } from '../support/journey';
import { sendFromSimulator } from '../support/simulator';
import { waitForHeading, waitForRoute } from '../support/screens';

const journey = setupJourneys();

/** The simulator's default other party, as the app shows it. */
const SIMULATED_CALLER = '(617) 555-0123';

test('sandbox tools: the mailbox verifies an account; the simulator sends a picture text and a missed call that show live', async () => {
  const { page } = journey;
  const email = uniqueEmail('sandbox-tools');
  const password = 'sandbox-tools-password-1';

  await journey.goto('/register');
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Sandbox');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByLabel('I agree to the terms & conditions').check();
  await page.getByLabel("I'm not a robot").check();
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await waitForRoute(page, '/verify-email');

  // The ribbon leads to the mailbox, where the verification email is on top with its link.
  await page.getByRole('banner').getByRole('link', { name: 'Mailbox' }).click();
  await page.getByRole('heading', { name: 'Sandbox mailbox' }).waitFor();
  await page.getByText('Sandbox: every email this server sent').waitFor();
  const newest = page.getByRole('article').first();
  await newest.getByText(email).waitFor();
  await journey.checkpoint('mailbox');
  await newest.getByRole('link', { name: /\/api\/account\/verify-email/ }).click();
  // The browser that registered is signed in by the link.
  await waitForRoute(page, '/area-code');

  // A number and a plan, so that there is a dashboard to watch.
  await pickFirstNumber(page, '508');
  await payForPlan(page, 'Monthly');
  // The dashboard opens the live event stream: open once its answer's headers have arrived.
  const streamOpened = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events' && response.status() === 200);
  await page.getByRole('button', { name: 'Dashboard' }).click();
  await waitForRoute(page, '/dashboard/account');

  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await nav.getByRole('link', { name: 'Chats' }).click();
  await waitForRoute(page, '/dashboard/chats');
  await page.evaluate(() => Object.assign(window, { noReloadSinceHere: true }));
  await streamOpened;

  // The simulator, from the ribbon: a text with a picture, while the chats page is open.
  const send = (event: string, answer: RegExp) => sendFromSimulator(page, event, answer, { whileOpen: () => journey.checkpoint(`simulator: ${event}`) });
  await send('Text with a picture', /A text with a picture from/);

  // The open chats page shows the new conversation and its picture.
  await page.getByRole('list', { name: 'Conversations' }).getByText(SIMULATED_CALLER).click();
  const conversation = page.getByRole('region', { name: `Conversation with ${SIMULATED_CALLER}` });
  const picture = conversation.getByRole('img', { name: 'Picture in the message' });
  await picture.waitFor();
  await page.waitForFunction((image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0, await picture.elementHandle());
  await journey.checkpoint('picture text arrived');

  // A missed call while the call history is open: its row appears.
  await nav.getByRole('link', { name: 'Call history' }).click();
  await waitForRoute(page, '/dashboard/calls');
  await waitForHeading(page, 'Call history');
  await send('Missed call', /A missed call from/);
  await page.getByRole('button', { name: `Actions for the call with ${SIMULATED_CALLER}` }).first().waitFor();
  expect(await page.evaluate(() => (window as unknown as { noReloadSinceHere?: boolean }).noReloadSinceHere)).toBe(true);
  await journey.checkpoint('missed call in the history');
});
