// Live activity. A call and a message delivered by the carrier's webhook appear on the
// open calls page and in chats without a reload; the panel counts the unread message on Chats until
// Chats is opened; signing this browser out from another one ends its stream and sends it to /login at once.
import { setupJourneys } from '../support/journey';
import { signInOnOtherBrowser } from '../support/otherBrowser';
import { logIn, waitForHeading, waitForRoute, waitForSessionCleared } from '../support/screens';
import { sendTelephonyEvent } from '../support/telephony';

const journey = setupJourneys({ seed: true });


/** '6175550181' as the app shows it. */
function shown(digits: string): string {
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

test('live activity: a call and a message appear without a reload, Chats counts the unread, revocation signs out at once', async () => {
  const { page, server } = journey;
  const demo = server.demo!;
  const caller = '6175550199';
  const writer = '6175550177';
  const nav = page.getByRole('navigation', { name: 'Dashboard' });

  const streamOpened = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events' && response.status() === 200);
  await journey.goto('/login');
  await logIn(page, demo.email, demo.password);
  await waitForRoute(page, '/dashboard/account');
  await nav.getByRole('link', { name: 'Call history' }).click();
  await waitForRoute(page, '/dashboard/calls');
  await waitForHeading(page, 'Call history');
  // A marker on the window: a reload would drop it.
  await page.evaluate(() => Object.assign(window, { noReloadSinceHere: true }));
  // The stream is open once its answer's headers have arrived (the server sends them with 'ready').
  await streamOpened;

  // A call arrives: its row shows on the open page.
  await sendTelephonyEvent(server, { event: 'call.completed', phone_number: demo.phoneNumber, call_from: `+1${caller}`, call_to: `+1${demo.phoneNumber}`, started_at: new Date().toISOString(), duration: 75, hangup_cause: 'SUCCESS' });
  const callRow = page.getByRole('button', { name: `Actions for the call with ${shown(caller)}` });
  await callRow.first().waitFor();
  await journey.checkpoint('a call arrived live');

  // A message arrives while the customer is on Calls: Chats shows one unread.
  await sendTelephonyEvent(server, { event: 'message.received', phone_number: demo.phoneNumber, third_party_number: `+1${writer}`, text: 'Are you there? It is Sam.', timestamp: new Date().toISOString() });
  const chatsLink = nav.getByRole('link', { name: 'Chats 1 unread', exact: true });
  await chatsLink.waitFor();
  await journey.checkpoint('one unread message');

  // Opening Chats shows the new conversation and clears the count.
  await chatsLink.click();
  await waitForRoute(page, '/dashboard/chats');
  await page.getByRole('list', { name: 'Conversations' }).getByText(shown(writer)).click();
  await page.getByRole('region', { name: `Conversation with ${shown(writer)}` }).getByText('Are you there? It is Sam.').waitFor();
  await nav.getByRole('link', { name: 'Chats', exact: true }).waitFor();
  // A second message lands in the open conversation.
  await sendTelephonyEvent(server, { event: 'message.received', phone_number: demo.phoneNumber, third_party_number: `+1${writer}`, text: 'Call me back when you can.', timestamp: new Date().toISOString() });
  await page.getByRole('region', { name: `Conversation with ${shown(writer)}` }).getByText('Call me back when you can.').waitFor();
  expect(await page.evaluate(() => (window as unknown as { noReloadSinceHere?: boolean }).noReloadSinceHere)).toBe(true);
  await journey.checkpoint('the conversation updated live');

  // Another browser signs this one out: its stream says so and it lands on /login without a click.
  const otherBrowser = await signInOnOtherBrowser(journey, demo.email, demo.password);
  try {
    const other = otherBrowser.page;
    await waitForHeading(other, 'Manage account');
    await other.getByRole('heading', { name: 'Signed-in devices' }).scrollIntoViewIfNeeded();
    await other.getByRole('button', { name: 'Sign out Chrome on Linux' }).click();
    await other.getByRole('dialog', { name: 'Sign out this device?' }).getByRole('button', { name: 'Sign out' }).click();
    await other.getByText('The device has been signed out.').waitFor();
  } finally {
    await otherBrowser.close();
  }
  await waitForRoute(page, '/login');
  await waitForHeading(page, 'Log in');
  await waitForSessionCleared(page);
});
