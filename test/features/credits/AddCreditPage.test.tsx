import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordRequests, summarise } from '../../mocks/requestRecorder';
import { buildBillingItem } from '../../factories';
import {
  accountChangesAccepted,
  answersFailure,
  balanceOf,
  billingHistory,
  creditBundlesAvailable,
  creditPurchaseSucceeds,
  noBillingEndpoints,
  receiptsAvailable,
} from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { expectLandedOn, renderApp, signedInSession } from '../../app/renderApp';
import { dashboardServer } from '../dashboardServer';
import { solveRecaptcha, typeTestCard, paymentPanelShown, aSandboxRecaptchaToken } from '../testCard';

const selectedBundle = { price: 25, credits: 2500, purchase_name: 'credits_2500' };

async function openAddCredit(state: unknown = { selectedBundle }) {
  const user = userEvent.setup();
  const rendered = renderApp('/add-credit', { session: signedInSession() });
  await expectLandedOn(rendered.router, 'Add credit', '/add-credit');
  await act(() => rendered.router.navigate('/add-credit', { state }));
  // Without a bundle there is no payment to wait for; with one, the way back mounts
  // once the whole panel is on screen.
  if (state) {
    await paymentPanelShown();
    await screen.findByRole('link', { name: 'Back to plans and credits' });
  }
  return { user, ...rendered };
}

describe('add credit', () => {
  it('draws the heading and the bundle without MUI (the largest paint, before its code), then the payment', async () => {
    server.use(...dashboardServer());
    await openAddCredit();

    expect(screen.getByRole('heading', { level: 1, name: 'Add credit' })).toHaveClass('pn-h1');
    const bundleTitle = screen.getByRole('heading', { level: 2, name: '2,500 credits for $25.00' });
    expect(bundleTitle).toHaveClass('pn-h2', 'pn-panel__title');
    expect(bundleTitle.closest('section')).toHaveClass('pn-panel');
    expect(screen.getByText('Each credit equals one text message or one minute of a call.')).toHaveClass('pn-body1');
    // The terms are read with the bundle, before the payment.
    expect(within(bundleTitle.closest('section')!).getByText(/^Credits are a one-time purchase/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to plans and credits' })).toBeInTheDocument();
  });

  it('shows the bundle, what a credit is worth and the terms', async () => {
    server.use(...dashboardServer());
    server.use(...balanceOf(12.5));
    await openAddCredit();

    expect(screen.getByRole('heading', { name: '2,500 credits for $25.00' })).toBeInTheDocument();
    expect(screen.getByText('Each credit equals one text message or one minute of a call.')).toBeInTheDocument();
    // The terms say what each applies to: credits do not renew, the plan does.
    expect(
      screen.getByText('Credits are a one-time purchase and never expire. Your plan is an auto-renewing subscription; no refunds for partial periods.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/This is an auto-renewing subscription/)).not.toBeInTheDocument();
    expect(await screen.findByText('Current balance: $12.50 · 1,250 credits')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $25.00' })).toBeDisabled();
  });

  it('without a bundle: a message and a way back to the plan page', async () => {
    server.use(...dashboardServer());
    const { user, router } = await openAddCredit(null);

    expect(await screen.findByText('No credit bundle selected.')).toBeInTheDocument();
    server.use(...creditBundlesAvailable());
    await user.click(screen.getByRole('link', { name: 'Back to plans and credits' }));
    await expectLandedOn(router, 'Plan', '/dashboard/plan');
    // Back where bundles are chosen.
    expect(await screen.findByRole('tab', { name: 'Manage credits' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('list', { name: 'Credit bundles' })).toBeInTheDocument();
  });

  it('pays: card token, saved, then the bundle bought; the balance reloads through its tag', async () => {
    server.use(...dashboardServer());
    server.use(...balanceOf(12.5), ...accountChangesAccepted(), ...creditPurchaseSucceeds());
    const { user } = await openAddCredit();
    expect(await screen.findByText('Current balance: $12.50 · 1,250 credits')).toBeInTheDocument();
    await typeTestCard(user);
    await solveRecaptcha(user);
    const recorder = recordRequests();
    server.use(...balanceOf(37.5));
    await user.click(screen.getByRole('button', { name: 'Pay $25.00' }));

    expect(await screen.findByText('Credits added to your wallet.')).toBeInTheDocument();
    expect(await screen.findByText('Current balance: $37.50 · 3,750 credits')).toBeInTheDocument();
    const sent = await recorder.requests();
    // Each mutation's tags reload what it changed: the subscription (card) and the balance (credits).
    const changes = sent.filter((request) => request.method !== 'GET');
    expect(summarise(changes)).toBe('PUT /user/webprofile/more, POST /webpurchasecredit');
    expect(changes[0]).toMatchObject({ body: { user_stripe_token: 'tok_visa' } });
    expect(changes[1]).toMatchObject({ body: { plan: 'credits_2500', recaptcha_token: aSandboxRecaptchaToken() } });
    expect(changes[1].headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const balanceReload = sent.findIndex((request) => request.path === '/webgetbalance');
    expect(balanceReload).toBeGreaterThan(sent.indexOf(changes[1]));
    expect(sent.filter((request) => request.path === '/webgetbalance')).toHaveLength(1);
  });

  it('after paying: what was bought, the new balance in both units, the receipt, and Pay disarmed', async () => {
    server.use(...dashboardServer());
    server.use(...balanceOf(12.5), ...accountChangesAccepted(), ...creditPurchaseSucceeds(), ...receiptsAvailable());
    const older = buildBillingItem({ id: 'R-OLDER00000', receipt_id: 'R-OLDER00000', description: '2,500 outbound credits', amount_cents: 2500 });
    server.use(...billingHistory([older]));
    const { user, router } = await openAddCredit();
    await typeTestCard(user);
    await solveRecaptcha(user);
    const bought = buildBillingItem({ id: 'R-NEWONE0000', receipt_id: 'R-NEWONE0000', description: '2,500 outbound credits', amount_cents: 2500, created_at: '2026-11-28T07:00:00.000Z' });
    server.use(...balanceOf(37.5), ...billingHistory([bought, older]));
    await user.click(screen.getByRole('button', { name: 'Pay $25.00' }));

    expect(await screen.findByRole('heading', { name: 'Paid $25.00: 2,500 credits added' })).toBeInTheDocument();
    expect(await screen.findByText('New balance: $37.50 · 3,750 credits')).toBeInTheDocument();
    // No second charge by a second click: Pay is gone, a disabled Paid says how to buy more.
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Paid' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Paid' })).toHaveAccessibleDescription('To buy more, choose a bundle again.');
    // The page's history entry remembers it: Back from the receipt does not re-arm Pay.
    expect(router.state.location.state).toEqual({ selectedBundle, paid: true });
    // Choosing again goes back to the bundles, which know what was just bought.
    expect(screen.getByRole('link', { name: 'Choose another bundle' })).toHaveAttribute('href', '/dashboard/plan');
    // The receipt is the new charge's (the history was read again after the purchase): the billing page opens it.
    await user.click(await screen.findByRole('link', { name: 'View receipt' }));
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription('2,500 outbound credits, 28 Nov 2026');
    expect(router.state.location.pathname).toBe('/dashboard/billing');
    expect(router.state.location.state).toEqual({ receipt: 'R-NEWONE0000' });
  });

  it('a page already paid (come back to through history) shows the purchase, not Pay', async () => {
    server.use(...dashboardServer());
    server.use(...balanceOf(37.5));
    const rendered = renderApp('/add-credit', { session: signedInSession() });
    await expectLandedOn(rendered.router, 'Add credit', '/add-credit');
    await act(() => rendered.router.navigate('/add-credit', { state: { selectedBundle, paid: true } }));
    expect(await screen.findByRole('button', { name: 'Paid' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
    expect(await screen.findByText('New balance: $37.50 · 3,750 credits')).toBeInTheDocument();
  });

  it('Choose another bundle: back to the bundles, which know which one was just bought', async () => {
    server.use(...dashboardServer());
    server.use(...balanceOf(12.5), ...accountChangesAccepted(), ...creditPurchaseSucceeds());
    const { user, router } = await openAddCredit();
    await typeTestCard(user);
    await solveRecaptcha(user);
    await user.click(screen.getByRole('button', { name: 'Pay $25.00' }));
    server.use(...creditBundlesAvailable());
    await user.click(await screen.findByRole('link', { name: 'Choose another bundle' }));
    await expectLandedOn(router, 'Plan', '/dashboard/plan');
    expect(router.state.location.state).toEqual({ tab: 'credits', justBought: 'credits_2500' });
    expect(await screen.findByRole('list', { name: 'Credit bundles' })).toBeInTheDocument();
  });

  it('after paying, against a backend without a billing history: the new balance, no receipt link', async () => {
    server.use(...dashboardServer());
    server.use(...balanceOf(12.5), ...accountChangesAccepted(), ...creditPurchaseSucceeds(), ...noBillingEndpoints());
    const { user } = await openAddCredit();
    await typeTestCard(user);
    await solveRecaptcha(user);
    server.use(...balanceOf(37.5));
    await user.click(screen.getByRole('button', { name: 'Pay $25.00' }));

    expect(await screen.findByText('New balance: $37.50 · 3,750 credits')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'View receipt' })).not.toBeInTheDocument();
  });

  it('a refused purchase says Failed to add credits and resets the reCAPTCHA, keeping the card', async () => {
    server.use(...dashboardServer());
    server.use(...balanceOf(12.5), ...accountChangesAccepted());
    server.use(...answersFailure('/webpurchasecredit', 'Card declined', 402));
    const { user } = await openAddCredit();
    await typeTestCard(user);
    await solveRecaptcha(user);
    await user.click(screen.getByRole('button', { name: 'Pay $25.00' }));

    // The toast, and the same text kept beside Pay as its description.
    await waitFor(() => expect(screen.getAllByText('Failed to add credits')).toHaveLength(2));
    expect(screen.queryByText('Card declined')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Pay $25.00' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pay $25.00' })).toHaveAccessibleDescription(
      "You will be charged $25.00 today Failed to add credits To pay, tick 'I'm not a robot'.",
    );
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
  });

  it('a card the server refuses to save shows its failure and buys nothing', async () => {
    server.use(...dashboardServer());
    server.use(...balanceOf(12.5), ...creditPurchaseSucceeds());
    server.use(...answersFailure('/user/webprofile/more', 'Your card was declined.', 402));
    const { user } = await openAddCredit();
    await typeTestCard(user);
    await solveRecaptcha(user);
    const recorder = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Pay $25.00' }));

    expect(await screen.findAllByText('Your card was declined.')).not.toHaveLength(0);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked());
    const changes = (await recorder.requests()).filter((request) => request.method !== 'GET');
    expect(summarise(changes)).toBe('PUT /user/webprofile/more');
  });

  describe('with Apple Pay', () => {
    beforeEach(() => {
      Object.defineProperty(window, 'ApplePaySession', { value: function ApplePaySession() {}, configurable: true });
    });
    afterEach(() => {
      delete (window as { ApplePaySession?: unknown }).ApplePaySession;
    });

    it('pays with the wallet token instead of the card form, after the reCAPTCHA', async () => {
      server.use(...dashboardServer());
      server.use(...balanceOf(12.5), ...accountChangesAccepted(), ...creditPurchaseSucceeds());
      const { user } = await openAddCredit();
      const applePay = screen.getByRole('button', { name: 'Pay with Apple Pay (sandbox)' });
      expect(applePay).toBeDisabled();
      await solveRecaptcha(user);
      const recorder = recordRequests();
      await user.click(applePay);

      expect(await screen.findByText('Credits added to your wallet.')).toBeInTheDocument();
      const changes = (await recorder.requests()).filter((request) => request.method !== 'GET');
      expect(changes.map((request) => request.body)).toEqual([
        { user_stripe_token: 'tok_visa' },
        { plan: 'credits_2500', recaptcha_token: aSandboxRecaptchaToken() },
      ]);
    });

    it('a refused Apple Pay purchase says Failed to add credits and asks for a new reCAPTCHA', async () => {
      server.use(...dashboardServer());
      server.use(...balanceOf(12.5), ...accountChangesAccepted());
      server.use(...answersFailure('/webpurchasecredit', 'Card declined', 402));
      const { user } = await openAddCredit();
      await solveRecaptcha(user);
      await user.click(screen.getByRole('button', { name: 'Pay with Apple Pay (sandbox)' }));

      expect(await screen.findAllByText('Failed to add credits')).not.toHaveLength(0);
      expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
      expect(screen.getByRole('button', { name: 'Pay with Apple Pay (sandbox)' })).toBeDisabled();
    });
  });
});
