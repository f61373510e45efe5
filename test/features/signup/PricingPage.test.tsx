import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPhone, buildPlan, buildSubscriptionStatus } from '../../factories';
import { answersFailure, plansAvailable } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { expectLandedOn, renderApp, signedInSession } from '../../app/renderApp';
import type { CustomerData } from '../../mocks/scenarios';
import { dataLayerEvents, funnelServer, monthlyPlan, quarterlyPlan, yearlyPlan } from './signupServer';

function openPricing(url = '/pricing-page', customer: Partial<CustomerData> = {}, session = signedInSession({ chosenPhoneNumber: '8575550101' })) {
  server.use(...funnelServer(customer));
  return { user: userEvent.setup(), ...renderApp(url, { session }) };
}

const planCards = () => screen.getAllByRole('radio').map((radio) => radio.closest('.pn-choice') as HTMLElement);

describe('pricing page', () => {
  it('lists the plans by total, cheapest first and selected; the costliest per year, the others per month', async () => {
    server.use(...funnelServer(), ...plansAvailable([yearlyPlan, monthlyPlan, quarterlyPlan]));
    renderApp('/pricing-page', { session: signedInSession({ chosenPhoneNumber: '8575550101' }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a Plan' })).toBeInTheDocument();
    await screen.findAllByRole('radio');
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Monthly', 'Quarterly', 'Yearly']);
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();

    const [monthly, quarterly, yearly] = planCards();
    expect(within(monthly).getByText('$9.99/month')).toBeInTheDocument();
    expect(within(monthly).getByText('Total billed $9.99')).toBeInTheDocument();
    expect(within(quarterly).getByText('$7.99/month')).toBeInTheDocument();
    expect(within(quarterly).getByText('Total billed $23.97')).toBeInTheDocument();
    expect(within(yearly).getByText('$71.88/year')).toBeInTheDocument();
    expect(within(yearly).queryByText(/Total billed/)).not.toBeInTheDocument();
    // The yearly card's total line, and each longer plan's saving against the monthly price.
    expect(within(yearly).getByText('One payment of $71.88 a year')).toBeInTheDocument();
    expect(within(monthly).queryByText(/^Save/)).not.toBeInTheDocument();
    expect(within(quarterly).getByText('Save 20%')).toBeInTheDocument();
    expect(within(yearly).getByText('Save 40%')).toBeInTheDocument();
    for (const card of [monthly, quarterly, yearly]) expect(within(card).getByText('Billing automatically renews')).toBeInTheDocument();
  });

  it('draws in plain elements (styled by the built stylesheet), no MUI (a phone waits for no MUI code here)', async () => {
    openPricing();
    expect(await screen.findByRole('radiogroup', { name: 'Plans' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();

    expect(document.head.querySelectorAll('style[data-emotion]')).toHaveLength(0);
    expect(document.body.querySelectorAll('[class*="Mui"]')).toHaveLength(0);
  });

  it('Continue stores the plan and its name and goes to /checkout without the add-on', async () => {
    const { user, router, store } = openPricing();
    await user.click(await screen.findByRole('radio', { name: 'Quarterly' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await expectLandedOn(router, 'Checkout', '/checkout');
    expect(router.state.location.state).toEqual({ addOn: false });
    expect(store.getState().session.selectedPlan).toEqual(quarterlyPlan);
    expect(store.getState().session.selectedPlanName).toBe('Quarterly');
    expect(dataLayerEvents()).toEqual([
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'USD',
          value: 23.97,
          items: [{ item_id: String(quarterlyPlan.plan_id), item_name: 'Quarterly', price: 23.97, quantity: 1 }],
        },
      },
    ]);
  });

  it('the OUTBOUND CREDITS add-on ($10 for 1000 credits) toggles and travels to checkout', async () => {
    const { user, router } = openPricing();
    const addOn = await screen.findByRole('checkbox', { name: 'OUTBOUND CREDITS' });
    expect(screen.getByText('Add-on')).toBeInTheDocument();
    expect(screen.getByText('$10 for 1000 credits')).toBeInTheDocument();

    await user.click(addOn);
    expect(addOn).toBeChecked();
    await user.click(addOn);
    expect(addOn).not.toBeChecked();
    await user.click(addOn);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await expectLandedOn(router, 'Checkout', '/checkout');
    expect(router.state.location.state).toEqual({ addOn: true });
    expect(dataLayerEvents()[0]).toMatchObject({ event: 'add_to_cart', ecommerce: { value: 19.99 } });
  });

  it('keeps ?phone_number= on the way to checkout', async () => {
    const { user, router } = openPricing('/pricing-page?phone_number=6175550123', {}, signedInSession());
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await expectLandedOn(router, 'Checkout', '/checkout?phone_number=6175550123');
  });

  it('preselects the plan named at sign-up', async () => {
    openPricing('/pricing-page', {}, signedInSession({ chosenPhoneNumber: '8575550101', selectedPlanName: 'Yearly' }));
    expect(await screen.findByRole('radio', { name: 'Yearly' })).toBeChecked();
  });

  const warning =
    'Your plan has expired since we could not process payment. To keep your number and renew your subscription please update your payment information';

  it('warns a customer whose payment failed (status transition) and who has a number', async () => {
    openPricing('/pricing-page', {
      subscription: buildSubscriptionStatus({ status: 'transition' }),
      phones: [buildPhone({ phone_number: '8575550199' })],
    });
    expect(await screen.findByText(warning)).toBeInTheDocument();
  });

  it.each([
    ['status transition but no number', { subscription: buildSubscriptionStatus({ status: 'transition' }) }],
    ['a number but status none', { phones: [buildPhone()] }],
  ])('no warning with %s', async (_case, customer) => {
    openPricing('/pricing-page', customer);
    await screen.findAllByRole('radio');
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
  });

  it('plans that fail to load show the error with a retry', async () => {
    const { user } = openPricing();
    server.use(...answersFailure('/plans/', 'Internal Server Error', 500));
    expect(await screen.findByText('The plans could not be loaded')).toBeInTheDocument();

    server.use(...plansAvailable([buildPlan({ plan_name_en: 'Only' })]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: 'Only' })).toBeChecked();
  });
});
