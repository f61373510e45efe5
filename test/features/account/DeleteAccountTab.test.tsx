import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { expectLandedOn, renderApp, signedInSession } from '../../app/renderApp';
import { buildProfile } from '../../factories';
import { recordRequests } from '../../mocks/requestRecorder';
import { accountChangesAccepted, answersFailure, featureFlag, reauthMissing, reauthRefused, socialNoncesIssued } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { dashboardServer } from '../dashboardServer';
import { providerPopup } from './providerPopup';

const confirmation =
  'Are you sure you want to delete your account? Your number, your plan and your remaining credits will be lost. This action cannot be undone.';
const details =
  'Every chat, call, plan and credit is deleted, and you are signed out on every device. Your number is held for you for 90 days in case you come back.';

const popup = providerPopup();
afterEach(() => jest.restoreAllMocks());

/** The account page's Delete account tab, the popup opened, with `handlers` over the usual ones. */
async function openDeleteDialog(options: { profile?: ReturnType<typeof buildProfile>; handlers?: HttpHandler[] } = {}) {
  const user = userEvent.setup();
  server.use(...dashboardServer(options.profile ? { profile: options.profile } : {}), ...accountChangesAccepted(), ...featureFlag('migration_mode', false));
  server.use(...(options.handlers ?? []));
  const rendered = renderApp('/dashboard/account', { session: signedInSession() });
  await user.click(await screen.findByRole('tab', { name: 'Delete account' }));
  await user.click(await screen.findByRole('button', { name: 'DELETE' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete account' });
  return { user, dialog, ...rendered };
}

const sentPaths = async (requests: ReturnType<typeof recordRequests>) =>
  (await requests.requests()).map((request) => `${request.method} ${request.path}`).filter((call) => call !== 'GET /user/webprofile');

describe('Account page: Delete account', () => {
  it("says what deleting does (SPEC's text, then in plain words) and asks for the current password; Cancel deletes nothing", async () => {
    const { user, dialog } = await openDeleteDialog();
    const requests = recordRequests();

    expect(dialog).toHaveAccessibleDescription(`${confirmation} ${details}`);
    expect(within(dialog).getByLabelText('Current password')).toHaveAttribute('type', 'password');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.count()).toBe(0);
  });

  it('OK without the password: "Please enter your current password", and nothing is sent', async () => {
    const { user, dialog } = await openDeleteDialog();
    const requests = recordRequests();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    expect(await within(dialog).findByText('Please enter your current password')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(requests.count()).toBe(0);
  });

  it('proves the password at POST /account/reauth, then deletes (SPEC §7), clears the session and goes to /login', async () => {
    const { user, dialog, router, store } = await openDeleteDialog();
    const requests = recordRequests();
    await user.type(within(dialog).getByLabelText('Current password'), 'my-Secret-1');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    await expectLandedOn(router, 'Log in', '/login');
    expect(store.getState().session.token).toBeNull();
    const sent = await requests.requests();
    expect(await sentPaths(requests)).toEqual(['POST /account/reauth', 'GET /user/webdelete']);
    expect(sent.find((request) => request.path === '/account/reauth')?.body).toEqual({ current_password: 'my-Secret-1' });
  });

  it("a wrong password: the server's text on the field, the dialog open with what was typed, nothing deleted", async () => {
    const { user, dialog, store } = await openDeleteDialog({ handlers: reauthRefused(403) });
    const requests = recordRequests();
    const field = within(dialog).getByLabelText('Current password');
    await user.type(field, 'not-my-password');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    expect(await within(dialog).findByText('Your current password is not correct.')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('Your current password is not correct.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('not-my-password');
    expect(screen.getByRole('dialog', { name: 'Delete account' })).toBeInTheDocument();
    expect(await sentPaths(requests)).toEqual(['POST /account/reauth']);
    expect(store.getState().session.token).not.toBeNull();
    // Shown in place only: no toast repeats it.
    expect(screen.getAllByText('Your current password is not correct.')).toHaveLength(1);
  });

  it('too many attempts (429): its text in the dialog, nothing deleted', async () => {
    const { user, dialog } = await openDeleteDialog({ handlers: reauthRefused(429) });
    const requests = recordRequests();
    await user.type(within(dialog).getByLabelText('Current password'), 'my-Secret-1');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    expect(await within(dialog).findByText('Too many attempts. Try again in 15 minutes.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Current password')).toHaveValue('my-Secret-1');
    expect(await sentPaths(requests)).toEqual(['POST /account/reauth']);
  });

  it('a backend without POST /account/reauth (404) deletes as SPEC §4 says', async () => {
    const { user, dialog, router, store } = await openDeleteDialog({ handlers: reauthMissing() });
    const requests = recordRequests();
    await user.type(within(dialog).getByLabelText('Current password'), 'my-Secret-1');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    await expectLandedOn(router, 'Log in', '/login');
    expect(store.getState().session.token).toBeNull();
    expect(await sentPaths(requests)).toEqual(['POST /account/reauth', 'GET /user/webdelete']);
  });

  it('a refused deletion shows the failure and keeps the session', async () => {
    const { user, dialog, router, store } = await openDeleteDialog({ handlers: answersFailure('/user/webdelete', 'Cancel your plan first') });
    await user.type(within(dialog).getByLabelText('Current password'), 'my-Secret-1');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    expect(await screen.findByText('Cancel your plan first')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/account');
    expect(store.getState().session.token).not.toBeNull();
  });

  it('the password never stays in the store', async () => {
    const { user, dialog, store } = await openDeleteDialog({ handlers: reauthRefused(403) });
    await user.type(within(dialog).getByLabelText('Current password'), 'kept-out-of-redux');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await within(dialog).findByText('Your current password is not correct.');

    expect(JSON.stringify(store.getState())).not.toContain('kept-out-of-redux');
  });
});

describe('Account page: Delete account, an account without a password', () => {
  beforeEach(() => {
    popup.install();
    server.use(...socialNoncesIssued());
  });

  it('confirms with its provider, proves that sign-in, then deletes', async () => {
    const profile = buildProfile({ has_password: false, social_providers: ['google'] });
    const { user, dialog, router } = await openDeleteDialog({ profile });
    expect(within(dialog).queryByLabelText('Current password')).not.toBeInTheDocument();
    const requests = recordRequests();

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('Please confirm with Google or Apple first')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm with Google' }));
    await popup.answers({ id_token: 'fresh-google-token' });
    expect(await within(dialog).findByText('Confirmed with Google')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    await expectLandedOn(router, 'Log in', '/login');
    const sent = await requests.requests();
    expect((await sentPaths(requests)).filter((call) => call !== 'POST /websocialnonce')).toEqual(['POST /account/reauth', 'GET /user/webdelete']);
    expect(sent.find((request) => request.path === '/account/reauth')?.body).toEqual({ id_token: 'fresh-google-token' });
  });
});
