import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildCreditBundle } from '../../factories';
import { recordRequests } from '../../mocks/requestRecorder';
import { accountChangesAccepted, answersFailure, creditBundlesAvailable } from '../../mocks/scenarios';
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
    expect(bundles.map((bundle) => bundle.textContent)).toEqual([
      '500 credits$5.00PURCHASE',
      '1,000 credits$10.00PURCHASE',
      '2,500 credits$25.00PURCHASE',
    ]);
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
