// On the demo account of `npm run seed`, whose contacts the sandbox carrier's caller ID knows: the
// call history shows a business's name under its number and finds its calls by that name, the
// Spam chip keeps only likely spam calls (kept in the address), a spam caller is blocked from its
// row after the confirmation and then listed in Account › Blocked numbers, and the chats show the
// name in the list and in the open conversation's header.
import { DEMO_CONTACTS } from '../../../server/src/seed/demoContacts';
import { SANDBOX_CALLER_NAMES, SANDBOX_LIKELY_SPAM } from '../../../server/src/seed/sandboxCallerIds';
import { setupJourneys } from '../support/journey';
import { logIn, waitForHeading, waitForRoute } from '../support/screens';

const journey = setupJourneys({ seed: true });

/** '6175550111' as the app shows it. */
function shown(digits: string): string {
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

const business = DEMO_CONTACTS[0];
const businessName = SANDBOX_CALLER_NAMES[business];
const spamParties = new Set([...SANDBOX_LIKELY_SPAM].map(shown));

test('caller names: the demo account sees names and spam marks, filters spam calls and blocks a spam caller from its row', async () => {
  const { page, server } = journey;
  const demo = server.demo!;
  expect(businessName).toBe('Acme Dental');

  await journey.goto('/login');
  await logIn(page, demo.email, demo.password);
  await waitForRoute(page, '/dashboard/account');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Call history' }).click();
  await waitForRoute(page, '/dashboard/calls');
  await waitForHeading(page, 'Call history');
  const calls = page.getByRole('list', { name: 'Calls' });
  const rowOf = (party: string) => calls.getByRole('button', { name: `Actions for the call with ${party}` }).first().locator('..');
  const partiesShown = () => calls.getByRole('button', { name: /^Actions for the call with / }).evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')!.replace('Actions for the call with ', '')));

  // The business's name under its number, on the row's second line.
  await rowOf(shown(business)).getByText(new RegExp(`^${businessName} · `)).waitFor();
  expect(await rowOf(shown(business)).getByText('Likely spam').count()).toBe(0);
  await journey.checkpoint('calls with caller names');

  // Its calls are found by its name.
  await page.getByRole('searchbox', { name: 'Search by number' }).fill('acme');
  await page.waitForFunction((party) => {
    const labels = [...document.querySelectorAll('[aria-label^="Actions for the call with "]')].map((button) => button.getAttribute('aria-label'));
    return labels.length > 0 && labels.every((label) => label === `Actions for the call with ${party}`);
  }, shown(business));
  await page.getByRole('searchbox', { name: 'Search by number' }).fill('');

  // The Spam chip: only likely spam calls remain, each marked, and the address keeps the choice.
  await page.getByRole('group', { name: 'Show calls' }).getByRole('button', { name: 'Spam' }).click();
  await page.waitForFunction(() => new URL(window.location.href).searchParams.get('kind') === 'spam');
  await page.waitForFunction(
    (spam) => {
      const labels = [...document.querySelectorAll('[aria-label^="Actions for the call with "]')].map((button) => button.getAttribute('aria-label')!.replace('Actions for the call with ', ''));
      return labels.length > 0 && labels.every((party) => spam.includes(party));
    },
    [...spamParties],
  );
  const spamShown = await partiesShown();
  expect(spamShown.every((party) => spamParties.has(party))).toBe(true);
  await rowOf(spamShown[0]).getByText('Likely spam', { exact: true }).waitFor();
  await journey.checkpoint('spam calls');

  // Block on a spam row, confirmed in the dialog: the row says Blocked and offers Block no more.
  const target = spamShown[0];
  await rowOf(target).getByRole('button', { name: `Block ${target}` }).click();
  const dialog = page.getByRole('dialog', { name: `Block ${target}?` });
  await journey.checkpoint('block a spam caller');
  await dialog.getByRole('button', { name: 'Block', exact: true }).click();
  await page.getByText('Contact has been blocked').waitFor();
  await rowOf(target).getByText('Blocked', { exact: true }).waitFor();
  expect(await rowOf(target).getByRole('button', { name: `Block ${target}` }).count()).toBe(0);
  expect(new URL(page.url()).searchParams.get('kind')).toBe('spam');

  // Account › Blocked numbers lists it.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Manage account' }).click();
  await waitForHeading(page, 'Manage account');
  await page.getByRole('tab', { name: 'Blocked numbers' }).click();
  await page.getByRole('form', { name: 'Blocked numbers' }).getByLabel(target).waitFor();

  // Chats: the name under the number in the list, and in the open conversation's header.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Chats' }).click();
  await waitForRoute(page, '/dashboard/chats');
  const conversations = page.getByRole('list', { name: 'Conversations' });
  const businessChat = conversations.getByRole('button', { name: new RegExp(shown(business).replace(/[()]/g, '\\$&')) });
  await businessChat.getByText(businessName, { exact: true }).waitFor();
  await journey.checkpoint('chats with caller names');
  await businessChat.click();
  const conversation = page.getByRole('region', { name: `Conversation with ${shown(business)}` });
  await conversation.getByText(businessName, { exact: true }).waitFor();
  await journey.checkpoint('conversation with a caller name');
});
