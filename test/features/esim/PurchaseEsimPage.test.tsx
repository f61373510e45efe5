import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildEsimRecord } from '../../factories';
import { recordRequests, summarise } from '../../mocks/requestRecorder';
import { accountChangesAccepted, answersFailure, esimCustomer } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { expectLandedOn, renderApp, signedInSession } from '../../app/renderApp';
import { dashboardServer } from '../dashboardServer';
import { solveRecaptcha, typeTestCard, paymentPanelShown } from '../testCard';

const carried = { selectedPlan: { id: 41, price: 15 }, recaptchaToken: 'sandbox-recaptcha-ok' };

/** Comes from the eSIM page to /purchase-esim with `state`, as its Purchase button does. */
async function openPurchaseEsim(state: unknown = carried) {
  const user = userEvent.setup();
  const rendered = renderApp('/dashboard/esim', { session: signedInSession() });
  await expectLandedOn(rendered.router, 'eSIM', '/dashboard/esim');
  await act(() => rendered.router.navigate('/purchase-esim', { state }));
  await expectLandedOn(rendered.router, 'Purchase eSIM', '/purchase-esim');
  await paymentPanelShown();
  // The terms and the way back mount once the whole panel is on screen.
  await screen.findByRole('link', { name: 'Back to eSIM' });
  return { user, ...rendered };
}

const changesIn = async (recorder: ReturnType<typeof recordRequests>) =>
  (await recorder.requests()).filter((request) => request.method !== 'GET');

describe('purchase eSIM', () => {
  it('draws the heading, the plan and its terms without MUI (they paint before its code), the terms under the fee before the payment', async () => {
    server.use(...dashboardServer());
    await openPurchaseEsim();

    expect(screen.getByRole('heading', { level: 1, name: 'Purchase eSIM' })).toHaveClass('pn-h1');
    expect(screen.getByText('$15.00')).toHaveClass('pn-body1', 'pn-price');
    expect(screen.getByText('One-time activation fee').closest('.pn-panel')).toBeInTheDocument();
    const terms = screen.getByText('The activation fee is charged once and is not refundable.');
    expect(terms).toHaveClass('pn-body2', 'pn-secondary');
    const pay = screen.getByRole('button', { name: 'Pay $15.00' });
    expect(terms.compareDocumentPosition(pay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to eSIM' })).toBeInTheDocument();
  });

  it('shows the fee, speed, availability, the 40 MB included and the no-refund terms', async () => {
    server.use(...dashboardServer());
    await openPurchaseEsim();

    expect(screen.getByText('$15.00')).toBeInTheDocument();
    expect(screen.getByText('One-time activation fee')).toBeInTheDocument();
    expect(screen.getByText('Speed: up to 5G')).toBeInTheDocument();
    expect(screen.getByText('Availability: global')).toBeInTheDocument();
    expect(screen.getByText('Includes 40 MB of cellular data')).toBeInTheDocument();
    expect(screen.getByText('The activation fee is charged once and is not refundable.')).toBeInTheDocument();
    // The reCAPTCHA solved on the eSIM page serves this purchase.
    expect(screen.queryByRole('checkbox', { name: "I'm not a robot" })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $15.00' })).toBeEnabled();
  });

  // SPEC §2: 'With no plan selected it shows No E-SIM plan selected and returns to /dashboard/esim.'
  it.each([
    ['opened from the eSIM page without a plan', null],
    ['opened with a malformed plan', { selectedPlan: { id: '', price: 'free' } }],
  ])('%s: says No E-SIM plan selected and returns to /dashboard/esim by itself', async (_case, state) => {
    server.use(...dashboardServer());
    const rendered = renderApp('/dashboard/esim', { session: signedInSession() });
    await expectLandedOn(rendered.router, 'eSIM', '/dashboard/esim');
    const recorder = recordRequests();
    await act(() => rendered.router.navigate('/purchase-esim', { state }));

    expect(await screen.findByText('No E-SIM plan selected')).toBeInTheDocument();
    await expectLandedOn(rendered.router, 'eSIM', '/dashboard/esim');
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect((await changesIn(recorder)).length).toBe(0);
  });

  it('typed into the address bar: the same message, back on /dashboard/esim', async () => {
    server.use(...dashboardServer());
    const { router } = renderApp('/purchase-esim', { session: signedInSession() });
    expect(await screen.findByText('No E-SIM plan selected')).toBeInTheDocument();
    await expectLandedOn(router, 'eSIM', '/dashboard/esim');
  });

  it('Back to eSIM leads to /dashboard/esim without buying anything', async () => {
    server.use(...dashboardServer());
    server.use(...esimCustomer());
    const { user, router } = await openPurchaseEsim();
    const recorder = recordRequests();
    await user.click(screen.getByRole('link', { name: 'Back to eSIM' }));

    await expectLandedOn(router, 'eSIM', '/dashboard/esim');
    expect((await changesIn(recorder)).length).toBe(0);
  });

  it('pays: card token, saved, the eSIM bought with the plan id, then the eSIM page', async () => {
    server.use(...dashboardServer());
    // Just bought: not yet on a phone, so the page invites activation with its QR code.
    server.use(...accountChangesAccepted(), ...esimCustomer({ record: buildEsimRecord({ imei: null }) }));
    const { user, router } = await openPurchaseEsim();
    await typeTestCard(user);
    const recorder = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Pay $15.00' }));

    await expectLandedOn(router, 'eSIM', '/dashboard/esim');
    const changes = await changesIn(recorder);
    expect(summarise(changes)).toBe('PUT /user/webprofile/more, POST /webpurchaseesim');
    expect(changes[0]).toMatchObject({ body: { user_stripe_token: 'tok_visa' } });
    expect(changes[1]).toMatchObject({ body: { plan_id: 41, recaptcha_token: 'sandbox-recaptcha-ok' } });
    expect(changes[1].headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByRole('img', { name: 'eSIM activation QR code' })).toBeInTheDocument();
  });

  it('a refused purchase shows the failure and asks for a new reCAPTCHA before paying again', async () => {
    server.use(...dashboardServer());
    server.use(...accountChangesAccepted());
    server.use(...answersFailure('/webpurchaseesim', 'Your card was declined.', 402));
    const { user, router } = await openPurchaseEsim();
    await typeTestCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $15.00' }));

    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/purchase-esim');
    const pay = screen.getByRole('button', { name: 'Pay $15.00' });
    expect(pay).toBeDisabled();
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');

    server.use(...esimCustomer());
    await solveRecaptcha(user);
    const recorder = recordRequests();
    await user.click(pay);
    await expectLandedOn(router, 'eSIM', '/dashboard/esim');
    expect((await changesIn(recorder))[1]).toMatchObject({ path: '/webpurchaseesim', body: { plan_id: 41 } });
  });

  it('arriving without a carried token asks for the reCAPTCHA here', async () => {
    server.use(...dashboardServer());
    await openPurchaseEsim({ selectedPlan: { id: 41, price: 15 } });

    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $15.00' })).toBeDisabled();
  });
});
