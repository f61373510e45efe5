import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildCardOnFile } from '../../factories';
import { recordRequests, summarise } from '../../mocks/requestRecorder';
import { accountChangesAccepted, cardOnFile, esimCustomer } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { expectLandedOn, renderApp, signedInSession } from '../../app/renderApp';
import { dashboardServer } from '../dashboardServer';
import { typeTestCard, paymentPanelShown } from '../testCard';

const carried = { selectedPlan: { id: 41, price: 15 }, recaptchaToken: 'sandbox-recaptcha-ok' };

async function openPurchaseEsim() {
  server.use(...dashboardServer());
  server.use(...accountChangesAccepted(), ...esimCustomer(), ...cardOnFile(buildCardOnFile()));
  const user = userEvent.setup();
  const rendered = renderApp('/dashboard/esim', { session: signedInSession() });
  await expectLandedOn(rendered.router, 'eSIM', '/dashboard/esim');
  await act(() => rendered.router.navigate('/purchase-esim', { state: carried }));
  await paymentPanelShown();
  await expectLandedOn(rendered.router, 'Purchase eSIM', '/purchase-esim');
  return { user, ...rendered };
}

const changesIn = async (recorder: ReturnType<typeof recordRequests>) => (await recorder.requests()).filter((request) => request.method !== 'GET');

describe('purchase eSIM: the card on file or a new card', () => {
  it("says 'You will be charged $15.00 today' beside Pay, and pays with the card on file by default: no card sent, nothing saved", async () => {
    const { user, router } = await openPurchaseEsim();
    expect(await screen.findByRole('radio', { name: /^Pay with card ending 4242/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Pay $15.00' })).toHaveAccessibleDescription('You will be charged $15.00 today');
    const recorder = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Pay $15.00' }));

    await expectLandedOn(router, 'eSIM', '/dashboard/esim');
    const changes = await changesIn(recorder);
    expect(summarise(changes)).toBe('POST /webpurchaseesim');
    expect(changes[0].body).toEqual({ plan_id: 41, recaptcha_token: 'sandbox-recaptcha-ok' });
  });

  it('a new card, unticked: charged once with the purchase (card_token, save_card false)', async () => {
    const { user, router } = await openPurchaseEsim();
    await user.click(await screen.findByRole('radio', { name: 'Use a new card' }));
    await typeTestCard(user);
    const recorder = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Pay $15.00' }));

    await expectLandedOn(router, 'eSIM', '/dashboard/esim');
    const changes = await changesIn(recorder);
    expect(summarise(changes)).toBe('POST /webpurchaseesim');
    expect(changes[0].body).toEqual({ plan_id: 41, recaptcha_token: 'sandbox-recaptcha-ok', card_token: 'tok_visa', save_card: false });
  });
});
