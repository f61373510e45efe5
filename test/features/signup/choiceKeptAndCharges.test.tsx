import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../mocks/server';
import { renderApp, signedInSession } from '../../app/renderApp';
import type { CustomerData } from '../../mocks/scenarios';
import { paymentPanelShown } from '../testCard';
import { funnelServer } from './signupServer';

function openPricing(customer: Partial<CustomerData> = {}, url = '/pricing-page') {
  server.use(...funnelServer(customer));
  return { user: userEvent.setup(), ...renderApp(url, { session: signedInSession({ chosenPhoneNumber: '5085550123' }) }) };
}

const addOn = () => screen.getByRole('checkbox', { name: /OUTBOUND CREDITS/ });

async function continueToCheckout(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { level: 1, name: 'Checkout' });
  await paymentPanelShown();
}

describe('sign-up: the choice survives going back, the number and the charges are said', () => {
  it('shows the chosen number on the pricing page and at checkout', async () => {
    const { user } = openPricing();
    await screen.findAllByRole('radio');
    expect(screen.getByText('Your number: (508) 555-0123')).toBeInTheDocument();
    await continueToCheckout(user);
    expect(screen.getByRole('region', { name: 'Order summary' })).toHaveTextContent('Your number: (508) 555-0123');
  });

  it('keeps the add-on ticked after browser Back from checkout', async () => {
    const { user, router } = openPricing();
    await screen.findAllByRole('radio');
    await user.click(addOn());
    await continueToCheckout(user);
    expect(screen.getByRole('region', { name: 'Order summary' })).toHaveTextContent('OUTBOUND CREDITS');

    act(() => router.history?.go(-1));
    await screen.findByRole('heading', { level: 1, name: 'Choose a Plan' });
    expect(addOn()).toBeChecked();
  });

  it("keeps the add-on ticked through checkout's 'Change' link, and unticked stays unticked", async () => {
    const { user } = openPricing();
    await screen.findAllByRole('radio');
    await user.click(addOn());
    await continueToCheckout(user);
    await user.click(screen.getByRole('link', { name: 'Change plan or add-on' }));
    await screen.findByRole('heading', { level: 1, name: 'Choose a Plan' });
    expect(addOn()).toBeChecked();

    await user.click(addOn());
    await continueToCheckout(user);
    expect(screen.getByRole('region', { name: 'Order summary' })).not.toHaveTextContent('OUTBOUND CREDITS');
    await user.click(screen.getByRole('link', { name: 'Change plan or add-on' }));
    await screen.findByRole('heading', { level: 1, name: 'Choose a Plan' });
    expect(addOn()).not.toBeChecked();
  });

  it('says before Pay that the add-on is a second charge, with the real amounts, and on its summary line', async () => {
    const { user } = openPricing();
    await screen.findAllByRole('radio');
    await user.click(screen.getByRole('radio', { name: 'Quarterly' }));
    await user.click(addOn());
    await continueToCheckout(user);
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Two charges today: plan $23.97, credits $10.00')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Order summary' })).toHaveTextContent('OUTBOUND CREDITS (1000 credits), charged separately, own receipt$10.00');
  });

  it('says nothing of two charges without the add-on', async () => {
    const { user } = openPricing();
    await screen.findAllByRole('radio');
    await continueToCheckout(user);
    expect(screen.queryByText(/Two charges today/)).not.toBeInTheDocument();
  });

  it("says 'Transferring (508) 555-0123' for a number being transferred in", async () => {
    const { user } = openPricing({ phones: [{ phone_number: '5085550123', status: 'port_pending' }] }, '/pricing-page?phone_number=5085550123');
    await screen.findAllByRole('radio');
    expect(screen.getByText('Transferring (508) 555-0123')).toBeInTheDocument();
    await continueToCheckout(user);
    expect(screen.getByRole('region', { name: 'Order summary' })).toHaveTextContent('Transferring (508) 555-0123');
  });
});
