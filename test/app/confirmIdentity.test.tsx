import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { identityCheckPending } from '../../src/api/identityCheck';
import { sessionCleared } from '../../src/session/sessionSlice';
import { buildEsimRecord, buildProfile } from '../factories';
import { recordRequests, summarise } from '../mocks/requestRecorder';
import { accountChangesAccepted, esimCustomer, identityGuard, socialNoncesIssued } from '../mocks/scenarios';
import { server } from '../mocks/server';
import { dashboardServer } from '../features/dashboardServer';
import { providerPopup } from '../features/account/providerPopup';
import { paymentPanelShown, typeTestCard } from '../features/testCard';
import { expectLandedOn, renderApp, signedInSession } from './renderApp';

// "Sudo mode" seen from any screen: a guarded call answered 403 'Please confirm your password
// first.' opens one 'Confirm it's you' dialog (from the base query, not from the screen), the proof
// goes to POST /account/reauth, and the refused call is sent again. Here: the eSIM's activation
// code (GET /esim/activation, asked with 'Show activation code') and buying eSIM data (POST /webpurchaseesim).

const popup = providerPopup();
afterEach(() => jest.restoreAllMocks());

const installable = buildEsimRecord({ imei: null, textQrCode: 'LPA:1$smdp.example.com$CODE-42' });
/** The same eSIM as a session without a recent proof reads it: its code withheld. */
const withheld = buildEsimRecord({ imei: null, textQrCode: null, activation_code_hidden: true });
const activation = { success: true, textQrCode: 'LPA:1$smdp.example.com$CODE-42' };
const confirmDialog = () => screen.findByRole('dialog', { name: "Confirm it's you" });
const qrCode = () => screen.findByRole('img', { name: 'eSIM activation QR code' });

const showCodeButton = () => screen.findByRole('button', { name: 'Show activation code' });

/** The eSIM page more than ten minutes after sign-in: the code is withheld and refused until a proof; the customer asks for it. */
async function openEsimPageAfterTheWindow(profile = buildProfile()) {
  const user = userEvent.setup();
  server.use(...dashboardServer({ profile }));
  server.use(...esimCustomer({ record: withheld, activation }));
  server.use(...identityGuard([{ method: 'get', path: '/esim/activation' }]));
  const rendered = renderApp('/dashboard/esim', { session: signedInSession() });
  await user.click(await showCodeButton());
  return { user, ...rendered };
}

describe("'Confirm it's you' for a refused guarded call", () => {
  it('asks once, proves the password, and sends the refused call again: the QR code shows', async () => {
    const requests = recordRequests();
    const { user } = await openEsimPageAfterTheWindow();

    const dialog = await confirmDialog();
    expect(dialog).toHaveAccessibleDescription('For your security, enter your current password to go on.');
    const field = within(dialog).getByLabelText('Current password');
    expect(field).toHaveFocus();
    await user.type(field, 'my-Secret-1');
    // The keyboard's way: Enter sends it.
    await user.keyboard('{Enter}');
    expect(await qrCode()).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = (await requests.requests()).filter((request) => ['/esim/activation', '/account/reauth'].includes(request.path));
    expect(summarise(sent)).toBe('GET /esim/activation, POST /account/reauth, GET /esim/activation');
    expect(sent[1].body).toEqual({ current_password: 'my-Secret-1' });
  });

  it("a wrong password: the server's text on the field, the dialog stays with what was typed; the right one goes on", async () => {
    const { user } = await openEsimPageAfterTheWindow();
    const dialog = await confirmDialog();
    const field = within(dialog).getByLabelText('Current password');
    await user.type(field, 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'CONFIRM' }));

    expect(await within(dialog).findByText('Your current password is not correct.')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('Your current password is not correct.');
    expect(field).toHaveValue('wrong-password');
    expect(screen.queryByRole('img', { name: 'eSIM activation QR code' })).not.toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'my-Secret-1');
    await user.click(within(dialog).getByRole('button', { name: 'CONFIRM' }));
    expect(await qrCode()).toBeInTheDocument();
  });

  it('Cancel (or Escape) leaves the code hidden, with the failure shown and the button to ask again', async () => {
    const { user } = await openEsimPageAfterTheWindow();
    await confirmDialog();
    await user.keyboard('{Escape}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Please confirm your password first.');
    expect(screen.getByText("Your activation code is hidden. Confirm it's you to show it.")).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'eSIM activation QR code' })).not.toBeInTheDocument();
    // The eSIM's other details stay.
    expect(screen.getByText('8901260882200000001')).toBeInTheDocument();
    // Asking again asks again.
    await user.click(await showCodeButton());
    await user.type(within(await confirmDialog()).getByLabelText('Current password'), 'my-Secret-1');
    await user.keyboard('{Enter}');
    expect(await qrCode()).toBeInTheDocument();
  });

  it('signed out while it asks (a 401 elsewhere): the dialog goes, the refusal stands', async () => {
    const { store } = await openEsimPageAfterTheWindow();
    await confirmDialog();
    act(() => {
      store.dispatch(sessionCleared());
    });

    await waitFor(() => expect(screen.queryByRole('dialog', { name: "Confirm it's you" })).not.toBeInTheDocument());
    expect(identityCheckPending()).toBe(false);
  });

  it('the password never stays in the store', async () => {
    const { user, store } = await openEsimPageAfterTheWindow();
    await user.type(within(await confirmDialog()).getByLabelText('Current password'), 'kept-out-of-redux');
    await user.keyboard('{Enter}');
    await qrCode();

    expect(JSON.stringify(store.getState())).not.toContain('kept-out-of-redux');
  });

  it('an account without a password confirms with its provider; that ID token is the proof', async () => {
    popup.install();
    server.use(...socialNoncesIssued());
    const requests = recordRequests();
    const { user } = await openEsimPageAfterTheWindow(buildProfile({ has_password: false, social_providers: ['apple'] }));
    const dialog = await confirmDialog();
    expect(within(dialog).queryByLabelText('Current password')).not.toBeInTheDocument();

    await user.click(await within(dialog).findByRole('button', { name: 'Confirm with Apple' }));
    await popup.answers({ id_token: 'fresh-apple-token', code: 'apple-code' });

    expect(await qrCode()).toBeInTheDocument();
    expect((await requests.requests()).find((request) => request.path === '/account/reauth')?.body).toEqual({ id_token: 'fresh-apple-token' });
  });
});

describe("'Confirm it's you' when buying eSIM data", () => {
  const carried = { selectedPlan: { id: 41, price: 15 }, recaptchaToken: 'sandbox-recaptcha-ok' };

  async function payForEsim() {
    const user = userEvent.setup();
    server.use(...dashboardServer());
    server.use(...accountChangesAccepted(), ...esimCustomer({ record: installable }));
    server.use(...identityGuard([{ method: 'post', path: '/webpurchaseesim' }]));
    const rendered = renderApp('/dashboard/esim', { session: signedInSession() });
    await expectLandedOn(rendered.router, 'eSIM', '/dashboard/esim');
    await act(() => rendered.router.navigate('/purchase-esim', { state: carried }));
    await paymentPanelShown();
    await typeTestCard(user);
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Pay $15.00' }));
    return { user, requests, ...rendered };
  }

  it('the refused purchase is sent again, the same one (same body, same Idempotency-Key), once confirmed', async () => {
    const { user, requests, router } = await payForEsim();
    await user.type(within(await confirmDialog()).getByLabelText('Current password'), 'my-Secret-1');
    await user.keyboard('{Enter}');

    await expectLandedOn(router, 'eSIM', '/dashboard/esim');
    const purchases = (await requests.requests()).filter((request) => request.path === '/webpurchaseesim');
    expect(purchases).toHaveLength(2);
    expect(purchases[1].body).toEqual(purchases[0].body);
    expect(purchases[1].headers['idempotency-key']).toBe(purchases[0].headers['idempotency-key']);
  });

  it('Cancel: the failure is shown, still on the purchase with the card as typed, nothing bought', async () => {
    const { user, requests, router } = await payForEsim();
    await user.click(within(await confirmDialog()).getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByText('Please confirm your password first.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/purchase-esim');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect((await requests.requests()).filter((request) => request.path === '/webpurchaseesim')).toHaveLength(1);
  });
});
