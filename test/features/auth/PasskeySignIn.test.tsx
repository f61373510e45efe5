import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountApi } from '../../../src/api/accountApi';
import { PasskeySignIn } from '../../../src/features/auth/parts';
import { buildPasskeyAssertion, buildPasskeyRequestOptions, buildProfile, buildSessionUser } from '../../factories';
import { recordRequests } from '../../mocks/requestRecorder';
import { noPasskeyEndpoints, passkeySignInRefused, passkeysOf, signedInCustomer } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { browserHasWebAuthn, promptClosed, startAuthentication } from '../passkeyBrowser';
import { expectOn, landings, renderAuthPage } from './renderAuthPage';

jest.mock('@simplewebauthn/browser');

const passkeyButton = () => screen.findByRole('button', { name: 'Sign in with a passkey' });

beforeEach(() => {
  startAuthentication.mockReset();
  startAuthentication.mockResolvedValue(buildPasskeyAssertion() as never);
  browserHasWebAuthn(true);
});
afterEach(() => browserHasWebAuthn(false));

describe('Login page: Sign in with a passkey', () => {
  it('lands as a password sign-in does: token and user stored, profile loaded, then /dashboard/account', async () => {
    const user = userEvent.setup();
    const session = buildSessionUser({ user_token: 'tok-passkey' });
    server.use(...passkeysOf([], session), ...signedInCustomer({ profile: buildProfile({ is_verified: true }) }));
    const recorder = recordRequests();
    const { router, store } = renderAuthPage('/login');

    await user.click(await passkeyButton());

    await expectOn(router, landings.dashboard, '/dashboard/account');
    expect(store.getState().session.token).toBe('tok-passkey');
    expect(store.getState().session.user).toEqual(session);
    expect(accountApi.endpoints.getProfile.select()(store.getState()).data?.email).toBe('jane.doe@example.com');
    expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: buildPasskeyRequestOptions() });
    const [options, signIn, profile] = await recorder.requests();
    expect(options).toMatchObject({ method: 'POST', path: '/passkeys/sign-in-options' });
    expect(options.headers.authorization).toBeUndefined();
    expect(signIn).toMatchObject({ method: 'POST', path: '/passkeys/sign-in', body: { credential: buildPasskeyAssertion() } });
    expect(profile).toMatchObject({ method: 'GET', path: '/user/webprofile', headers: { authorization: 'Token tok-passkey' } });
  });

  it.each([
    [401, 'This passkey is not known here.'],
    [429, 'Too many attempts. Try again in 15 minutes.'],
  ] as const)('a refusal (%i) shows its text in place, once, as the password form does', async (status, failure) => {
    const user = userEvent.setup();
    server.use(...passkeySignInRefused(status), ...passkeysOf());
    const { router } = renderAuthPage('/login');
    await user.click(await passkeyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(failure);
    expect(screen.getAllByText(failure)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('a closed browser prompt is quiet: no message, no sign-in sent', async () => {
    startAuthentication.mockRejectedValue(promptClosed());
    const user = userEvent.setup();
    server.use(...passkeysOf());
    const recorder = recordRequests();
    renderAuthPage('/login');
    await user.click(await passkeyButton());
    await waitFor(() => expect(startAuthentication).toHaveBeenCalled());
    await waitFor(async () => expect(await passkeyButton()).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect((await recorder.requests()).map((request) => request.path)).toEqual(['/passkeys/sign-in-options']);
  });

  it('a browser without WebAuthn shows no passkey button', async () => {
    browserHasWebAuthn(false);
    // Its code is there before the page renders, so that it would show with the form.
    await PasskeySignIn.preload();
    renderAuthPage('/login');
    await screen.findByRole('button', { name: 'LOG IN' });
    await act(() => Promise.resolve());
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).not.toBeInTheDocument();
  });

  it('a backend without passkeys (404): the button goes away with no error', async () => {
    const user = userEvent.setup();
    server.use(...noPasskeyEndpoints());
    renderAuthPage('/login');
    await user.click(await passkeyButton());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(startAuthentication).not.toHaveBeenCalled();
  });
});
