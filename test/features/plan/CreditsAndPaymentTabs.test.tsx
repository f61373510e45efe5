import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildBillingItem, buildCreditBundle } from '../../factories';
import { recordRequests } from '../../mocks/requestRecorder';
import { accountChangesAccepted, answersFailure, balanceOf, billingHistory, creditBundlesAvailable, receiptsAvailable } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { expectLandedOn, renderApp, signedInSession } from '../../app/renderApp';
import { dashboardServer } from '../dashboardServer';
import { typeTestCard } from '../testCard';

async function openTab(name: string) {
  const user = userEvent.setup();
  const rendered = renderApp('/dashboard/plan', { session: signedInSession() });
  await user.click(await screen.findByRole('tab', { name }));
  // The tab's code loads at its first choice.
  await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading the tab' })).not.toBeInTheDocument());
  return { user, ...rendered };
}

describe('plan page: Manage credits', () => {
  it('explains the wallet and lists the bundles with their price', async () => {
    server.use(...dashboardServer());
    server.use(...creditBundlesAvailable());
    await openTab('Manage credits');

    expect(screen.getByText('Your wallet balance is used for outbound calls, texts and data. Credits never expire.')).toBeInTheDocument();
    const bundles = within(await screen.findByRole('list', { name: 'Credit bundles' })).getAllByRole('listitem');
    // Price and credits (a larger bundle may add more credits than its price in cents), and what they buy.
    expect(bundles.map((bundle) => bundle.textContent)).toEqual([
      '$5.00 · 500 credits500 texts or call minutesPURCHASE',
      '$10.00 · 1,000 credits1,000 texts or call minutesPURCHASE',
      '$25.00 · 2,500 credits2,500 texts or call minutesPURCHASE',
    ]);
    expect(screen.getByText('Each credit equals one text message or one minute of a call.')).toBeInTheDocument();
    expect(await screen.findByText('Current balance: $12.50 · 1,250 credits')).toBeInTheDocument();
  });

  it('back from a purchase: what was bought, the new balance, the receipt; that bundle stays disarmed, the others do not', async () => {
    const bought = buildCreditBundle({ price: 20, credits: 2500, purchase_name: 'credits_2500' });
    const other = buildCreditBundle({ price: 10, credits: 1000, purchase_name: 'credits_1000' });
    server.use(...dashboardServer());
    server.use(...creditBundlesAvailable([other, bought]), ...balanceOf(45), ...receiptsAvailable());
    server.use(...billingHistory([buildBillingItem({ id: 'R-JUSTBOUGHT', receipt_id: 'R-JUSTBOUGHT', description: '2,500 outbound credits', amount_cents: 2000 })]));
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard/account', { session: signedInSession() });
    await expectLandedOn(router, 'Manage account', '/dashboard/account');
    await act(() => router.navigate('/dashboard/plan', { state: { tab: 'credits', justBought: 'credits_2500' } }));

    expect(await screen.findByRole('heading', { name: 'Paid $20.00: 2,500 credits added' })).toBeInTheDocument();
    expect(await screen.findByText('New balance: $45.00 · 4,500 credits')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'View receipt' })).toHaveAttribute('href', '/dashboard/billing');
    const again = screen.getByRole('button', { name: 'PURCHASE 2,500 credits for $20.00' });
    expect(again).toBeDisabled();
    expect(again).toHaveAccessibleDescription('Just bought');
    // Another bundle is a change of amount: armed.
    await user.click(screen.getByRole('button', { name: 'PURCHASE 1,000 credits for $10.00' }));
    await expectLandedOn(router, 'Add credit', '/add-credit');
  });

  it('PURCHASE goes to /add-credit with the bundle in the navigation state', async () => {
    const bundle = buildCreditBundle({ price: 25, credits: 2500, purchase_name: 'credits_2500' });
    server.use(...dashboardServer());
    server.use(...creditBundlesAvailable([bundle]));
    const { user, router } = await openTab('Manage credits');

    await user.click(await screen.findByRole('button', { name: 'PURCHASE 2,500 credits for $25.00' }));
    await expectLandedOn(router, 'Add credit', '/add-credit');
    expect(router.state.location.state).toEqual({ selectedBundle: { price: 25, credits: 2500, purchase_name: 'credits_2500' } });
  });

  it('bundles that fail to load show the error with a retry', async () => {
    server.use(...dashboardServer());
    server.use(...creditBundlesAvailable());
    server.use(...answersFailure('/getcredits', 'Internal Server Error', 500));
    const { user } = await openTab('Manage credits');

    expect(await screen.findByText('Credit bundles could not be loaded')).toBeInTheDocument();
    server.use(...creditBundlesAvailable());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Credit bundles' })).toBeInTheDocument();
  });
});

describe('plan page: Change payment info', () => {
  it('CHANGE saves the card token and says Payment info changed', async () => {
    server.use(...dashboardServer());
    server.use(...accountChangesAccepted());
    const { user } = await openTab('Change payment info');
    await typeTestCard(user);
    const recorder = recordRequests();
    await user.click(screen.getByRole('button', { name: 'CHANGE' }));

    expect(await screen.findByText('Payment info changed')).toBeInTheDocument();
    const sent = await recorder.requests();
    expect(sent[0]).toMatchObject({ method: 'PUT', path: '/user/webprofile/more', body: { user_stripe_token: 'tok_visa' } });
    // The subscription (whose payment method the card is) reloads through its tag.
    await waitFor(async () => expect((await recorder.requests()).map((request) => request.path)).toContain('/webgetsubscription'));
    // The card now lives with the account: the form is empty for the next change.
    expect(screen.getByLabelText('Card number')).toHaveValue('');
  });

  it('an incomplete card is refused before anything is sent', async () => {
    server.use(...dashboardServer());
    server.use(...accountChangesAccepted());
    const { user } = await openTab('Change payment info');
    const recorder = recordRequests();
    await user.click(screen.getByRole('button', { name: 'CHANGE' }));

    expect((await screen.findAllByText('Your card number is incomplete.')).length).toBeGreaterThan(0);
    expect(recorder.count()).toBe(0);
  });

  it('a refused card shows the server failure and keeps what was typed', async () => {
    server.use(...dashboardServer());
    server.use(...answersFailure('/user/webprofile/more', 'Your card was declined.', 402));
    const { user } = await openTab('Change payment info');
    await typeTestCard(user);
    await user.click(screen.getByRole('button', { name: 'CHANGE' }));

    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
  });
});
