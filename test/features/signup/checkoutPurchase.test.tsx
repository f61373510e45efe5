import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { buildActiveSubscription, buildPhone, buildProfile, buildSubscriptionStatus, buildUpgradeQuote } from '../../factories';
import { http } from 'msw';
import { apiUrl } from '../../mocks/apiUrl';
import { recordRequests, summarise, type RequestRecorder } from '../../mocks/requestRecorder';
import { answersFailure, serverDown, upgradeQuotes, type CustomerData } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { expectLandedOn } from '../../app/renderApp';
import { solveRecaptcha, typeTestCard, aSandboxRecaptchaToken } from '../testCard';
import { checkoutSession, dataLayerEvents, funnelServer, purchaseCalls, quarterlyPlan, renderCheckout } from './signupServer';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The plan and its add-on are bought with the one token of the ticked checkbox. */
const recaptcha_token = aSandboxRecaptchaToken();

async function openCheckout(customer: Partial<CustomerData> = {}, addOn = false, session = checkoutSession()) {
  const handlers = funnelServer({ profile: buildProfile({ first_name: 'Jane', last_name: 'Doe' }), ...customer });
  server.use(...handlers);
  const rendered = await renderCheckout(session, { addOn });
  const recorder = recordRequests();
  /** Lifts the failure overrides; what was bought stays bought. */
  const serverRecovers = () => server.resetHandlers(...handlers);
  return { ...rendered, recorder, serverRecovers };
}

async function payByCard(user: UserEvent, cardNumber?: string) {
  await typeTestCard(user, cardNumber);
  await solveRecaptcha(user);
  await user.click(screen.getByRole('button', { name: 'Pay' }));
}

/** The failure's text is on screen: in the toast and, once the toast has gone, still beside Pay. */
async function expectShown(message: string) {
  await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThan(0));
}

/** A subscriber's Pay upgrades: it is confirmed on its quoted price first. */
async function confirmQuote(user: UserEvent, label = 'Confirm and pay $53.91') {
  await user.click(await within(await screen.findByRole('dialog')).findByRole('button', { name: label }));
}

const steps = async (recorder: RequestRecorder) => (await purchaseCalls(recorder)).map((r) => `${r.method} ${r.path}`);

describe('checkout: the purchase sequence (SPEC §4)', () => {
  it('a new customer: card token, save, subscribe, buy the number; the list reloads; purchase event; /subscribe_success', async () => {
    const { user, router, recorder } = await openCheckout();
    await payByCard(user);

    await expectLandedOn(router, 'Thank you!', '/subscribe_success');
    const calls = await purchaseCalls(recorder);
    expect(calls.map((r) => `${r.method} ${r.path}`)).toEqual([
      'PUT /user/webprofile/more',
      'POST /websubscription',
      'POST /phones/webpurchase/8575550101',
    ]);
    expect(calls[0].body).toEqual({ user_stripe_token: 'tok_visa' });
    expect(calls[1].body).toEqual({ plan: quarterlyPlan.plan_id, recaptcha_token });
    expect(calls[1].headers['idempotency-key']).toMatch(UUID);
    expect(calls[2].body).toEqual({ phone_name: 'Jane Doe' });
    // The subscription list reloads once everything is bought, before the next page is decided.
    const all = await recorder.requests();
    const numberBoughtAt = all.findIndex((r) => r.path === '/phones/webpurchase/8575550101');
    expect(all.slice(numberBoughtAt).some((r) => r.method === 'GET' && r.path === '/websubscription/active')).toBe(true);
    expect(dataLayerEvents()).toEqual([
      {
        event: 'purchase',
        ecommerce: {
          transaction_id: calls[1].headers['idempotency-key'],
          currency: 'USD',
          value: 23.97,
          items: [{ item_id: String(quarterlyPlan.plan_id), item_name: 'Quarterly', price: 23.97, quantity: 1 }],
        },
      },
    ]);
  });

  it('the list reloads with a request of its own after the number is bought, even while a refetch is still in flight', async () => {
    const { user, router, recorder, store } = await openCheckout();
    // The refetch that subscribing starts (through the cache tags) answers only once the number
    // has been bought: a reload that merely joined it would read the list as it was before.
    let subscribed = false;
    let releaseHeldList = () => {};
    const numberBought = new Promise<void>((resolve) => (releaseHeldList = resolve));
    let held = false;
    server.use(
      http.post(apiUrl('/websubscription'), () => {
        subscribed = true;
      }),
      http.get(apiUrl('/websubscription/active'), async () => {
        if (!subscribed || held) return;
        held = true;
        await numberBought;
      }),
    );
    const stopWatching = store.subscribe(() => {
      const mutations = Object.values(store.getState().api.mutations);
      if (mutations.some((m) => m?.endpointName === 'purchasePhone' && m.status === 'fulfilled')) releaseHeldList();
    });
    await payByCard(user);

    await expectLandedOn(router, 'Thank you!', '/subscribe_success');
    stopWatching();
    expect(held).toBe(true);
    const all = await recorder.requests();
    const numberBoughtAt = all.findIndex((r) => r.path === '/phones/webpurchase/8575550101');
    expect(numberBoughtAt).toBeGreaterThan(0);
    expect(summarise(all.slice(numberBoughtAt + 1))).toContain('GET /websubscription/active');
  });

  it('with the add-on: the 1000 credits (plan null) after subscribing, before the number', async () => {
    const { user, router, recorder } = await openCheckout({}, true);
    await payByCard(user);

    await expectLandedOn(router, 'Thank you!', '/subscribe_success');
    const calls = await purchaseCalls(recorder);
    expect(calls.map((r) => `${r.method} ${r.path}`)).toEqual([
      'PUT /user/webprofile/more',
      'POST /websubscription',
      'POST /webpurchasecredit',
      'POST /phones/webpurchase/8575550101',
    ]);
    expect(calls[2].body).toEqual({ plan: null, recaptcha_token });
    expect(calls[2].headers['idempotency-key']).toMatch(UUID);
    expect(calls[2].headers['idempotency-key']).not.toBe(calls[1].headers['idempotency-key']);
    expect(dataLayerEvents()[0]).toMatchObject({
      event: 'purchase',
      ecommerce: { value: 33.97, items: [{ item_name: 'Quarterly' }, { item_id: 'outbound-credits-1000', price: 10 }] },
    });
  });

  it('a customer who already has a number (ported) does not buy one', async () => {
    const { user, router, recorder } = await openCheckout(
      { phones: [buildPhone({ phone_number: '6175550123', status: 'port_pending' })] },
      false,
      checkoutSession({ chosenPhoneNumber: '6175550123' }),
    );
    await payByCard(user);

    await expectLandedOn(router, 'Thank you!', '/subscribe_success');
    expect(await steps(recorder)).toEqual(['PUT /user/webprofile/more', 'POST /websubscription']);
  });

  it("status 'transition': a re-subscription, then /dashboard/account", async () => {
    const { user, router, recorder } = await openCheckout(
      { subscription: buildSubscriptionStatus({ status: 'transition' }), phones: [buildPhone({ phone_number: '8575550199' })] },
      false,
      checkoutSession({ chosenPhoneNumber: null }),
    );
    await payByCard(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/account'));
    expect(await steps(recorder)).toEqual(['PUT /user/webprofile/more', 'POST /webresubscription']);
  });

  it('an existing subscription: an upgrade, and the number is bought when the customer has none', async () => {
    const { user, router, recorder } = await openCheckout({ activeSubscriptions: [buildActiveSubscription()] });
    server.use(...upgradeQuotes(buildUpgradeQuote({ quote_id: 'quote_checkout' })));
    await payByCard(user);
    expect(await steps(recorder)).toEqual([]);
    await confirmQuote(user);

    await expectLandedOn(router, 'Thank you!', '/subscribe_success');
    expect(await steps(recorder)).toEqual([
      'PUT /user/webprofile/more',
      'POST /webupgradesubscription',
      'POST /phones/webpurchase/8575550101',
    ]);
    expect((await purchaseCalls(recorder))[1].body).toEqual({ plan: quarterlyPlan.plan_id, recaptcha_token, quote_id: 'quote_checkout' });
  });
});

describe('checkout: failures', () => {
  it('a declined card shows the text, resets the reCAPTCHA, keeps the card; a retry subscribes once', async () => {
    // The sandbox's declined test card: the token is made, and refused when saved.
    const { user, router, recorder } = await openCheckout();
    await payByCard(user, '4000 0000 0000 0002');

    await expectShown('Your card was declined.');
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    expect(screen.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
    expect(router.state.location.pathname).toBe('/checkout');
    expect(await steps(recorder)).toEqual(['PUT /user/webprofile/more']);
    expect((await purchaseCalls(recorder))[0].body).toEqual({ user_stripe_token: 'tok_chargeDeclined' });

    await user.clear(screen.getByLabelText('Card number'));
    await payByCard(user);
    await expectLandedOn(router, 'Thank you!', '/subscribe_success');
    expect((await steps(recorder)).filter((step) => step === 'POST /websubscription')).toHaveLength(1);
  });

  const allSteps = ['PUT /user/webprofile/more', 'POST /websubscription', 'POST /webpurchasecredit', 'POST /phones/webpurchase/8575550101'];
  it.each([
    ['saving the card', '/user/webprofile/more', 'Step refused.', 1],
    ['subscribing', '/websubscription', 'Step refused.', 2],
    // SPEC §8's fixed text: the add-on's own failure text is not shown.
    ['the add-on', '/webpurchasecredit', 'Failed to add credits', 3],
    ['buying the number', '/phones/webpurchase/:phone', 'Step refused.', 4],
    ['reloading the subscription list', '/websubscription/active', 'Step refused.', 4],
  ])('a failure at %s stops there, shows its text and resets the reCAPTCHA', async (_step, path, message, stepsTaken) => {
    const { user, router, recorder } = await openCheckout({}, true);
    server.use(...answersFailure(path, 'Step refused.', 400));
    await payByCard(user);

    await expectShown(message);
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    expect(await steps(recorder)).toEqual(allSteps.slice(0, stepsTaken));
    expect(router.state.location.pathname).toBe('/checkout');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(dataLayerEvents()).toEqual([]);
  });

  it.each([
    ["re-subscribing (status 'transition')", { subscription: buildSubscriptionStatus({ status: 'transition' }) }, '/webresubscription', false],
    ['upgrading an existing subscription', { activeSubscriptions: [buildActiveSubscription()] }, '/webupgradesubscription', true],
  ])('a refusal at %s stops before the number and shows the text', async (_branch, customer, path, quoted) => {
    const { user, router, recorder } = await openCheckout(customer);
    server.use(...answersFailure(path, 'Your card was declined.', 402), ...upgradeQuotes());
    await payByCard(user);
    if (quoted) await confirmQuote(user);

    await expectShown('Your card was declined.');
    // The refused charge closes the quote's dialog; the page is the customer's again.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await steps(recorder)).toEqual(['PUT /user/webprofile/more', `POST ${path}`]);
    expect(router.state.location.pathname).toBe('/checkout');
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
  });

  it('a retry after a later step failed never repeats the paid steps', async () => {
    const { user, router, recorder, serverRecovers } = await openCheckout({}, true);
    server.use(...answersFailure('/phones/webpurchase/:phone', 'Number no longer available.', 409));
    await payByCard(user);
    await expectShown('Number no longer available.');

    serverRecovers();
    await solveRecaptcha(user);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await expectLandedOn(router, 'Thank you!', '/subscribe_success');
    expect(await steps(recorder)).toEqual([
      'PUT /user/webprofile/more',
      'POST /websubscription',
      'POST /webpurchasecredit',
      'POST /phones/webpurchase/8575550101',
      'PUT /user/webprofile/more',
      'POST /phones/webpurchase/8575550101',
    ]);
  });

  it("a 429 at the add-on (too many declined payments) shows its own text, not SPEC's fixed one, and asks for a new reCAPTCHA", async () => {
    const wait = 'Too many declined payments. Please try again in 60 minutes.';
    const { user, router } = await openCheckout({}, true);
    server.use(...answersFailure('/webpurchasecredit', wait, 429));
    await payByCard(user);

    // The toast, and the same text kept beside Pay.
    await waitFor(() => expect(screen.getAllByText(wait)).toHaveLength(2));
    expect(screen.queryByText('Failed to add credits')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('a retry after the add-on failed buys the add-on again, not the plan', async () => {
    const { user, router, recorder, serverRecovers } = await openCheckout({}, true);
    server.use(...answersFailure('/webpurchasecredit', 'Your card was declined.', 402));
    await payByCard(user);
    await expectShown('Failed to add credits');

    serverRecovers();
    await solveRecaptcha(user);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await expectLandedOn(router, 'Thank you!', '/subscribe_success');
    const calls = await purchaseCalls(recorder);
    expect(calls.map((r) => `${r.method} ${r.path}`)).toEqual([
      'PUT /user/webprofile/more',
      'POST /websubscription',
      'POST /webpurchasecredit',
      'PUT /user/webprofile/more',
      'POST /webpurchasecredit',
      'POST /phones/webpurchase/8575550101',
    ]);
    // A refused charge is over: the new attempt has its own key.
    expect(calls[4].headers['idempotency-key']).not.toBe(calls[2].headers['idempotency-key']);
    expect(dataLayerEvents()).toHaveLength(1);
    expect(dataLayerEvents()[0]).toMatchObject({ event: 'purchase', ecommerce: { transaction_id: calls[1].headers['idempotency-key'], value: 33.97 } });
  });

  it('a refused charge at subscribe is shown, and a retry uses a new idempotency key', async () => {
    // The sandbox's 0341 card is saved, and every charge on it is refused.
    const { user, router, recorder } = await openCheckout();
    await payByCard(user, '4000 0000 0000 0341');
    await expectShown('Your card was declined.');
    expect(await steps(recorder)).toEqual(['PUT /user/webprofile/more', 'POST /websubscription']);

    await user.clear(screen.getByLabelText('Card number'));
    await payByCard(user);
    await expectLandedOn(router, 'Thank you!', '/subscribe_success');
    const subscribes = (await purchaseCalls(recorder)).filter((r) => r.path === '/websubscription');
    expect(subscribes).toHaveLength(2);
    expect(subscribes[0].headers['idempotency-key']).not.toBe(subscribes[1].headers['idempotency-key']);
  });

  it('after a network failure, the retry sends the same idempotency key (the charge may have gone through)', async () => {
    const { user, router, recorder, serverRecovers } = await openCheckout();
    server.use(...serverDown('/websubscription'));
    await payByCard(user);
    await expectShown('Network Error');

    serverRecovers();
    await solveRecaptcha(user);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await expectLandedOn(router, 'Thank you!', '/subscribe_success');
    const subscribes = (await purchaseCalls(recorder)).filter((r) => r.path === '/websubscription');
    expect(subscribes).toHaveLength(2);
    expect(subscribes[1].headers['idempotency-key']).toBe(subscribes[0].headers['idempotency-key']);
  });

  it('an invalid card is reported by the form and nothing is sent', async () => {
    const { user, recorder } = await openCheckout();
    await payByCard(user, '4242 4242 4242 4241');

    expect(await screen.findAllByText('Your card number is invalid.')).not.toHaveLength(0);
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    expect(recorder.count()).toBe(0);
  });

  it('a double click on Pay sends one subscribe', async () => {
    const { user, router, recorder } = await openCheckout();
    await typeTestCard(user);
    await solveRecaptcha(user);
    const pay = screen.getByRole('button', { name: 'Pay' });
    fireEvent.click(pay);
    fireEvent.click(pay);

    await expectLandedOn(router, 'Thank you!', '/subscribe_success');
    expect((await steps(recorder)).filter((step) => step === 'POST /websubscription')).toHaveLength(1);
  });
});

describe('checkout: Apple Pay (sandbox)', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'ApplePaySession', { value: function ApplePaySession() {}, configurable: true });
  });
  afterEach(() => {
    delete (window as { ApplePaySession?: unknown }).ApplePaySession;
  });

  it('pays with the wallet token after the reCAPTCHA is solved', async () => {
    const { user, router, recorder } = await openCheckout();
    const applePay = screen.getByRole('button', { name: 'Pay with Apple Pay (sandbox)' });
    expect(applePay).toBeDisabled();
    await solveRecaptcha(user);
    await user.click(applePay);

    await expectLandedOn(router, 'Thank you!', '/subscribe_success');
    const calls = await purchaseCalls(recorder);
    expect(calls[0]).toMatchObject({ path: '/user/webprofile/more', body: { user_stripe_token: 'tok_visa' } });
    expect(calls.map((r) => r.path)).toEqual(['/user/webprofile/more', '/websubscription', '/phones/webpurchase/8575550101']);
  });
});
