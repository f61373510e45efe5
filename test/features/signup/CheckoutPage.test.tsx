import { screen } from '@testing-library/react';
import { buildActiveSubscription } from '../../factories';
import { recordRequests } from '../../mocks/requestRecorder';
import { server } from '../../mocks/server';
import { expectLandedOn, renderApp } from '../../app/renderApp';
import { solveRecaptcha } from '../testCard';
import { checkoutSession, funnelServer, monthlyPlan, renderCheckout, yearlyPlan } from './signupServer';

async function openCheckout(session = checkoutSession(), state?: { addOn: boolean }) {
  server.use(...funnelServer());
  return renderCheckout(session, state);
}

describe('checkout: summary and gating', () => {
  it('draws the order, the payment heading and the sandbox note without MUI (they paint before its code); the form says the note once', async () => {
    await openCheckout();
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toHaveClass('pn-h1');
    expect(screen.getByRole('region', { name: 'Order summary' })).toHaveClass('pn-panel');
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(payment).toHaveClass('pn-panel');
    const note = screen.getByRole('note');
    expect(note).toHaveClass('pn-alert', 'pn-alert--info');
    expect(note).toHaveTextContent(
      'Sandbox card form: use a Stripe test card, e.g. 4242 4242 4242 4242 (paid) or 4000 0000 0000 0002 (declined), with any future expiry date and any CVC. Other card numbers are refused.',
    );
    expect(payment).toContainElement(note);
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
    expect(screen.getAllByText(/Other card numbers are refused/)).toHaveLength(1);
  });

  it("shows the plan total as the price today and 'Billed every 3 months. Cancel any time.' for '3 months'", async () => {
    await openCheckout();
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(summary).toHaveTextContent('Your number: (857) 555-0101');
    expect(summary).toHaveTextContent('Quarterly$23.97');
    expect(screen.getByLabelText('Price today amount')).toHaveTextContent('$23.97');
    expect(summary).toHaveTextContent('Billed every 3 months. Cancel any time.');
    expect(summary).not.toHaveTextContent('OUTBOUND CREDITS');
  });

  it("adds $10 with the add-on, and says 'Billed yearly.' otherwise", async () => {
    await openCheckout(checkoutSession({ selectedPlan: yearlyPlan }), { addOn: true });
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(summary).toHaveTextContent('OUTBOUND CREDITS (1000 credits), charged separately, own receipt$10.00');
    expect(screen.getByLabelText('Price today amount')).toHaveTextContent('$81.88');
    expect(summary).toHaveTextContent('Billed yearly.');
  });

  it("tells a plan of another interval its own period (the catalog's monthly plan), not 'Billed yearly.'", async () => {
    await openCheckout(checkoutSession({ selectedPlan: monthlyPlan }));
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(summary).toHaveTextContent('Billed every month. Cancel any time.');
    expect(summary).not.toHaveTextContent('Billed yearly.');
  });

  it('has labelled card fields and keeps Pay disabled until the reCAPTCHA is solved', async () => {
    const { user } = await openCheckout();
    await screen.findByRole('region', { name: 'Payment' });
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
    expect(screen.getByLabelText('Expiry date')).toHaveAttribute('placeholder', 'MM / YY');
    expect(screen.getByLabelText('CVC')).toBeInTheDocument();
    expect(screen.getByText(/Other card numbers are refused/)).toBeInTheDocument();
    const pay = screen.getByRole('button', { name: 'Pay' });
    expect(pay).toBeDisabled();
    await solveRecaptcha(user);
    expect(pay).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    expect(pay).toBeDisabled();
  });

  it('shows no Apple Pay button where the browser has no Apple Pay', async () => {
    await openCheckout();
    await screen.findByRole('region', { name: 'Payment' });
    expect(screen.queryByRole('button', { name: /Apple Pay/ })).not.toBeInTheDocument();
  });

  it('without a chosen plan goes to /pricing-page', async () => {
    server.use(...funnelServer());
    const { router } = renderApp('/checkout', { session: checkoutSession({ selectedPlan: null, selectedPlanName: null }) });
    await expectLandedOn(router, 'Choose a Plan', '/pricing-page');
  });

  it("without a chosen or owned number says 'No phone number choose' and goes to /area-code", async () => {
    // A plan but no number: the guard lets the customer reach /checkout.
    server.use(...funnelServer({ activeSubscriptions: [buildActiveSubscription()] }));
    const recorder = recordRequests();
    const { router } = renderApp('/checkout', { session: checkoutSession({ chosenPhoneNumber: null }) });
    expect(await screen.findByText('No phone number choose')).toBeInTheDocument();
    await expectLandedOn(router, 'Choose an area code', '/area-code');
    expect((await recorder.requests()).filter((r) => r.method !== 'GET')).toEqual([]);
  });
});
