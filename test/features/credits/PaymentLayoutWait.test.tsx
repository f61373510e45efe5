import { act, screen } from '@testing-library/react';
import { http } from 'msw';
import { buildCardOnFile } from '../../factories';
import { apiUrl } from '../../mocks/apiUrl';
import { answer } from '../../mocks/scenarios/respond';
import { balanceOf } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { expectLandedOn, renderApp, signedInSession } from '../../app/renderApp';
import { dashboardServer } from '../dashboardServer';

const selectedBundle = { price: 25, credits: 2500, purchase_name: 'credits_2500' };

/** The card on file, answered only when the test says so. */
function cardOnFileHeldBack() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const reply = answer(buildCardOnFile({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 }));
  const handler = http.get(apiUrl('/billing/paymentmethod'), async () => {
    await released;
    return reply();
  });
  return { handler, release };
}

/**
 * CLS ≤ 0.02: the payment panel used to show the card form while the card on file
 * loaded, then swap it for the card-on-file radios, moving everything below by the difference.
 */
describe('a purchase screen while the card on file loads', () => {
  it('shows a spinner in place of the payment and its terms, then the radios, never the card form in between', async () => {
    server.use(...dashboardServer(), ...balanceOf(12.5));
    const held = cardOnFileHeldBack();
    server.use(held.handler);
    const rendered = renderApp('/add-credit', { session: signedInSession() });
    await expectLandedOn(rendered.router, 'Add credit', '/add-credit');
    await act(() => rendered.router.navigate('/add-credit', { state: { selectedBundle } }));

    expect(screen.getByRole('heading', { name: '2,500 credits for $25.00' })).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'Loading payment options' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay $25.00' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to plans and credits' })).not.toBeInTheDocument();

    held.release();
    expect(await screen.findByRole('radio', { name: /^Pay with card ending 4242/ })).toBeChecked();
    expect(screen.queryByRole('progressbar', { name: 'Loading payment options' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    // The panel's end (Pay) mounts a paint after its radios, and the terms once it is there:
    // what follows the panel never has to move down for it.
    expect(await screen.findByRole('link', { name: 'Back to plans and credits' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $25.00' })).toBeInTheDocument();
  });
});
