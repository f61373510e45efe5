import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { buildPasskeyAssertion, buildPasskeyCreationOptions, buildPasskeyRegistration } from '../../factories';
import { renderApp, signedInSession } from '../../app/renderApp';
import { recordRequests } from '../../mocks/requestRecorder';
import { accountChangesAccepted, identityGuard, noPasskeyEndpoints, passkeysOf, signedInDevices } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { dashboardServer } from '../dashboardServer';
import { alreadyRegistered, browserHasWebAuthn, promptClosed, startAuthentication, startRegistration } from '../passkeyBrowser';

jest.mock('@simplewebauthn/browser');

async function openDevices(...handlers: HttpHandler[]) {
  const user = userEvent.setup();
  server.use(...dashboardServer(), ...accountChangesAccepted());
  server.use(...signedInDevices(), ...handlers);
  renderApp('/dashboard/account', { session: signedInSession() });
  await screen.findByRole('list', { name: 'Signed-in devices' });
  return { user };
}

const passkeyItems = () => within(screen.getByRole('list', { name: 'Passkeys' })).getAllByRole('listitem');

beforeEach(() => {
  startRegistration.mockReset();
  startAuthentication.mockReset();
  browserHasWebAuthn(true);
});
afterEach(() => browserHasWebAuthn(false));

describe('Account page, Signed-in devices: Passkeys', () => {
  it('lists each passkey with its name, when it was added and when last used', async () => {
    await openDevices(...passkeysOf());
    await screen.findByRole('list', { name: 'Passkeys' });
    const [used, unused] = passkeyItems();
    expect(used).toHaveAccessibleName('iPhone');
    expect(within(used).getByText(/^Added 20 Nov 2026 · Last used 25 Nov 2026, \d\d:\d\d$/)).toBeInTheDocument();
    expect(unused).toHaveAccessibleName('YubiKey 5');
    expect(within(unused).getByText('Added 22 Nov 2026 · Never used')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a passkey' })).toBeInTheDocument();
  });

  it('Add a passkey: the device makes one for the server’s options, the server keeps it, the list shows it', async () => {
    startRegistration.mockResolvedValue(buildPasskeyRegistration() as never);
    const { user } = await openDevices(...passkeysOf([]));
    expect(await screen.findByText('No passkeys yet.')).toBeInTheDocument();
    const requests = recordRequests();

    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));

    expect(await screen.findByText('Your passkey has been added.')).toBeInTheDocument();
    await waitFor(() => expect(passkeyItems()).toHaveLength(1));
    expect(passkeyItems()[0]).toHaveAccessibleName('Chrome on macOS');
    expect(within(passkeyItems()[0]).getByText('Added 28 Nov 2026 · Never used')).toBeInTheDocument();
    expect(startRegistration).toHaveBeenCalledWith({ optionsJSON: buildPasskeyCreationOptions() });
    const sent = await requests.requests();
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /passkeys/registration-options', 'POST /passkeys', 'GET /passkeys']);
    expect(sent[1].body).toEqual({ credential: buildPasskeyRegistration() });
  });

  it("Add a passkey without a recent proof: 'Confirm it's you' first, then the passkey is made", async () => {
    startRegistration.mockResolvedValue(buildPasskeyRegistration() as never);
    const { user } = await openDevices(...passkeysOf([]));
    server.use(...identityGuard([{ method: 'post', path: '/passkeys/registration-options' }]));
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));

    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.type(within(dialog).getByLabelText('Current password'), 'my-Secret-1');
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Your passkey has been added.')).toBeInTheDocument();
    await waitFor(() => expect(passkeyItems()).toHaveLength(1));
    expect(startRegistration).toHaveBeenCalledTimes(1);
  });

  it('a closed browser prompt is quiet: no message, nothing sent to keep', async () => {
    startRegistration.mockRejectedValue(promptClosed());
    const { user } = await openDevices(...passkeysOf([]));
    const requests = recordRequests();
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));

    await waitFor(() => expect(startRegistration).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add a passkey' })).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect((await requests.requests()).map((request) => request.path)).toEqual(['/passkeys/registration-options']);
  });

  it('any other failure of the device says what went wrong', async () => {
    startRegistration.mockRejectedValue(alreadyRegistered());
    const { user } = await openDevices(...passkeysOf([]));
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText('This device already has a passkey for your account.')).toBeInTheDocument();
  });

  it('Remove asks first, saying what still works; Cancel sends nothing, Remove removes it', async () => {
    const { user } = await openDevices(...passkeysOf());
    await user.click(await screen.findByRole('button', { name: 'Remove passkey iPhone' }));
    const requests = recordRequests();
    const dialog = await screen.findByRole('dialog', { name: 'Remove this passkey?' });
    expect(dialog).toHaveAccessibleDescription('You will no longer be able to sign in with "iPhone". Your password and other passkeys still work.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.count()).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Remove passkey iPhone' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The passkey has been removed.')).toBeInTheDocument();
    await waitFor(() => expect(passkeyItems()).toHaveLength(1));
    expect(passkeyItems()[0]).toHaveAccessibleName('YubiKey 5');
    expect((await requests.requests()).map((request) => `${request.method} ${request.path}`)).toEqual(['DELETE /passkeys/1', 'GET /passkeys']);
  });

  it("Remove without a recent proof: 'Confirm it's you' offers 'Use a passkey', whose answer is the proof", async () => {
    startAuthentication.mockResolvedValue(buildPasskeyAssertion() as never);
    const { user } = await openDevices(...passkeysOf());
    server.use(...identityGuard([{ method: 'delete', path: '/passkeys/:passkeyId' }]));
    await user.click(await screen.findByRole('button', { name: 'Remove passkey YubiKey 5' }));
    const requests = recordRequests();
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove this passkey?' })).getByRole('button', { name: 'Remove' }));

    const confirm = await screen.findByRole('dialog', { name: "Confirm it's you" });
    const usePasskey = await within(confirm).findByRole('button', { name: 'Use a passkey' });
    expect(confirm).toHaveAccessibleDescription('For your security, enter your current password or use a passkey to go on.');
    await user.click(usePasskey);

    expect(await screen.findByText('The passkey has been removed.')).toBeInTheDocument();
    await waitFor(() => expect(passkeyItems()).toHaveLength(1));
    const sent = await requests.requests();
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      'DELETE /passkeys/2',
      'POST /passkeys/proof-options',
      'POST /account/reauth',
      'DELETE /passkeys/2',
      'GET /passkeys',
    ]);
    expect(sent[2].body).toEqual({ passkey: buildPasskeyAssertion() });
  });

  it("'Confirm it's you': a closed passkey prompt leaves the dialog open and quiet", async () => {
    startAuthentication.mockRejectedValue(promptClosed());
    const { user } = await openDevices(...passkeysOf());
    server.use(...identityGuard([{ method: 'delete', path: '/passkeys/:passkeyId' }]));
    await user.click(await screen.findByRole('button', { name: 'Remove passkey YubiKey 5' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove this passkey?' })).getByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.click(await within(confirm).findByRole('button', { name: 'Use a passkey' }));

    await waitFor(() => expect(startAuthentication).toHaveBeenCalled());
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Use a passkey' })).toBeEnabled());
    expect(confirm).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a browser without WebAuthn: no Add button, a line saying why', async () => {
    browserHasWebAuthn(false);
    await openDevices(...passkeysOf());
    expect(await screen.findByText('This browser cannot create passkeys.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Passkeys' })).toBeInTheDocument();
  });

  it('a backend without passkeys (404): no passkey control at all, and no error', async () => {
    const requests = recordRequests();
    await openDevices(...noPasskeyEndpoints());
    await waitFor(async () => expect((await requests.requests()).map((request) => request.path)).toContain('/passkeys'));
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading your passkeys' })).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Passkeys' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
    expect(screen.queryByText('This browser cannot create passkeys.')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
