import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { accountApi } from '../../../src/api/accountApi';
import { setConfig, getConfig } from '../../../src/config/loadConfig';
import { pageLoad } from '../../../src/lib/pageLoad';
import { buildProfile, buildSessionUser } from '../../factories';
import { recordRequests } from '../../mocks/requestRecorder';
import { answersEmptyError, answersFailure, serverDown, signedInCustomer, signInFails, signInSucceeds } from '../../mocks/scenarios';
import { apiUrl } from '../../mocks/apiUrl';
import { server } from '../../mocks/server';
import { signedInSession } from '../../app/renderApp';
import { expectOn, landings, renderAuthPage } from './renderAuthPage';

async function logIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'LOG IN' }));
}

describe('LoginPage', () => {
  it('shows email, password with a show/hide toggle, LOG IN, Apple, Google and the links', async () => {
    const user = userEvent.setup();
    renderAuthPage('/login');
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign in with Apple' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });

  it('clears the session on load, locally (no logout call)', async () => {
    const recorder = recordRequests();
    const { store } = renderAuthPage('/login', { session: signedInSession({ chosenPhoneNumber: '5085551234' }) });
    await screen.findByRole('button', { name: 'LOG IN' });
    expect(store.getState().session.token).toBeNull();
    expect(store.getState().session.chosenPhoneNumber).toBeNull();
    expect(recorder.count()).toBe(0);
  });

  it('after the emailed verification link (?verified=1): says the email is verified; the flag leaves the address', async () => {
    const user = userEvent.setup();
    const { router } = renderAuthPage('/login?verified=1');
    expect(await screen.findByText('Your email address is verified. Log in to continue.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Your email address is verified. Log in to continue.')).not.toBeInTheDocument();
  });

  it.each([
    ['both empty', '', ''],
    ['no password', 'jane@example.com', ''],
    ['no email', '', 'Secret#123'],
  ])('requires both fields (%s): "Please fill out all required fields", nothing sent', async (_case, email, password) => {
    const user = userEvent.setup();
    const recorder = recordRequests();
    renderAuthPage('/login');
    await screen.findByRole('button', { name: 'LOG IN' });
    await logIn(user, email, password);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill out all required fields');
    expect(recorder.count()).toBe(0);
  });

  it('a verified customer signs in: token and user stored, profile loaded, then /dashboard/account', async () => {
    const user = userEvent.setup();
    const session = buildSessionUser({ user_token: 'tok-login' });
    server.use(...signInSucceeds(session), ...signedInCustomer({ profile: buildProfile({ is_verified: true }) }));
    const recorder = recordRequests();
    const { router, store } = renderAuthPage('/login');
    await screen.findByRole('button', { name: 'LOG IN' });
    await logIn(user, ' jane@example.com ', 'Secret#123');
    await expectOn(router, landings.dashboard, '/dashboard/account');
    expect(store.getState().session.token).toBe('tok-login');
    expect(store.getState().session.user).toEqual(session);
    expect(accountApi.endpoints.getProfile.select()(store.getState()).data?.email).toBe('jane.doe@example.com');
    const [signIn, profile] = await recorder.requests();
    expect(signIn).toMatchObject({ method: 'POST', path: '/user/websignin/', body: { username: 'jane@example.com', password: 'Secret#123' } });
    expect(profile).toMatchObject({ method: 'GET', path: '/user/webprofile', headers: { authorization: 'Token tok-login' } });
  });

  it('an unverified customer goes to /verify-email with email and password, the session cleared first', async () => {
    const user = userEvent.setup();
    server.use(...signInSucceeds(), ...signedInCustomer({ profile: buildProfile({ email: 'new@example.com', is_verified: false }) }));
    const { router, store } = renderAuthPage('/login');
    await screen.findByRole('button', { name: 'LOG IN' });
    await logIn(user, 'new@example.com', 'Secret#123');
    await expectOn(router, 'Verify your email', '/verify-email');
    expect(router.state.location.state).toEqual({ email: 'new@example.com', password: 'Secret#123' });
    expect(screen.getByText('new@example.com')).toBeInTheDocument();
    expect(store.getState().session.token).toBeNull();
  });

  it('shows the server failure text in place, once (not also as a toast), and keeps the input', async () => {
    const user = userEvent.setup();
    server.use(...signInFails('Invalid username or password'));
    const { router } = renderAuthPage('/login');
    await screen.findByRole('button', { name: 'LOG IN' });
    await logIn(user, 'jane@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(screen.getAllByText('Invalid username or password')).toHaveLength(1);
    expect(screen.getByLabelText('Email')).toHaveValue('jane@example.com');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('a lock the owner can end (429 with reset_path): its text and a keyboard-usable Reset your password link; the input kept', async () => {
    const user = userEvent.setup();
    const failure = 'Too many attempts. Please try again in 60 minutes. You can also reset your password to sign in now.';
    server.use(http.post(apiUrl('/user/websignin/'), () => HttpResponse.json({ failure, reset_path: '/app/forgot-password' }, { status: 429, headers: { 'retry-after': '3600' } })));
    const { router } = renderAuthPage('/login');
    await screen.findByRole('button', { name: 'LOG IN' });
    await logIn(user, 'jane@example.com', 'Secret#123');
    expect(await screen.findByRole('alert')).toHaveTextContent(failure);
    expect(screen.getByLabelText('Email')).toHaveValue('jane@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('Secret#123');
    const link = screen.getByRole('link', { name: 'Reset your password' });
    expect(link).toHaveAttribute('href', '/forgot-password');
    link.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    // The email typed comes along.
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('jane@example.com');
  });

  it('a 429 without reset_path (any SPEC backend, or a lock below its cap) shows its text and no reset link', async () => {
    const user = userEvent.setup();
    server.use(http.post(apiUrl('/user/websignin/'), () => HttpResponse.json({ failure: 'Too many attempts. Please try again in 1 minute.' }, { status: 429 })));
    renderAuthPage('/login');
    await screen.findByRole('button', { name: 'LOG IN' });
    await logIn(user, 'jane@example.com', 'Secret#123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 1 minute.');
    expect(screen.queryByRole('link', { name: 'Reset your password' })).not.toBeInTheDocument();
  });

  // SPEC §8: a non-2xx without a body has the failure 'Internal Server Error', and sign-in shows
  // the failure text; 'Something went wrong' is for an answer with no failure text at all.
  it.each([
    ['an error status without a body', () => answersEmptyError('/user/websignin/', 500), 'Internal Server Error'],
    ['a 503 without a body', () => answersEmptyError('/user/websignin/', 503), 'Internal Server Error'],
    ['a 2xx answer without a token or a failure', () => answersFailure('/user/websignin/', '', 200), 'Something went wrong'],
  ])('on %s it shows "%s"', async (_case, handlers, shown) => {
    const user = userEvent.setup();
    server.use(...handlers());
    renderAuthPage('/login');
    await screen.findByRole('button', { name: 'LOG IN' });
    await logIn(user, 'jane@example.com', 'Secret#123');
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
  });

  it('the network failing: "Network Error" in place, the input kept', async () => {
    const user = userEvent.setup();
    server.use(...serverDown('/user/websignin/'));
    renderAuthPage('/login');
    await screen.findByRole('button', { name: 'LOG IN' });
    await logIn(user, 'jane@example.com', 'Secret#123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Network Error');
    expect(screen.getByLabelText('Password')).toHaveValue('Secret#123');
  });

  it('/ shows the login too, and Enter in the password field logs in', async () => {
    const user = userEvent.setup();
    server.use(...signInSucceeds(), ...signedInCustomer({ profile: buildProfile({ is_verified: true }) }));
    const { router } = renderAuthPage('/');
    await user.type(await screen.findByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret#123{Enter}');
    await expectOn(router, landings.dashboard, '/dashboard/account');
  });

  it('shows the loading overlay while signing in, and LOG IN cannot be pressed twice', async () => {
    const user = userEvent.setup();
    let answerNow: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answerNow = resolve;
    });
    server.use(
      http.post(apiUrl('/user/websignin/'), async () => {
        await answered;
        return HttpResponse.json({ failure: 'Invalid username or password' }, { status: 400 });
      }),
    );
    const recorder = recordRequests();
    renderAuthPage('/login');
    await screen.findByRole('button', { name: 'LOG IN' });
    await logIn(user, 'jane@example.com', 'Secret#123');
    expect(await screen.findByRole('progressbar', { name: 'Working' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'LOG IN' })).toBeDisabled();
    answerNow();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Working' })).not.toBeInTheDocument());
    expect(recorder.count()).toBe(1);
  });

  it('a profile that cannot be loaded: session cleared, its error shown', async () => {
    const user = userEvent.setup();
    server.use(...signInSucceeds(), ...answersFailure('/user/webprofile', 'Profile unavailable', 500));
    const { store } = renderAuthPage('/login');
    await screen.findByRole('button', { name: 'LOG IN' });
    await logIn(user, 'jane@example.com', 'Secret#123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Profile unavailable');
    expect(store.getState().session.token).toBeNull();
  });
});

describe('LoginPage: migrated accounts', () => {
  let assign: jest.SpyInstance;
  beforeEach(() => {
    assign = jest.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('shows the notice with the brand and goes to redirect_url after 5 seconds, without a session', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    setConfig({ ...getConfig(), brandName: 'NEWBRAND', migrationRedirectHosts: ['brand.example'] });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    server.use(...signInSucceeds(buildSessionUser({ is_migrated: true, redirect_url: 'https://brand.example/welcome?u=1' })));
    const { store } = renderAuthPage('/login');
    await screen.findByRole('button', { name: 'LOG IN' });
    await logIn(user, 'jane@example.com', 'Secret#123');
    const notice = await screen.findByText('Your account has been migrated to NEWBRAND. Taking you there now...');
    expect(notice).toBeInTheDocument();
    expect(store.getState().session.token).toBeNull();
    act(() => jest.advanceTimersByTime(4000));
    expect(assign).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1000));
    expect(assign).toHaveBeenCalledWith('https://brand.example/welcome?u=1');
  });

  it('with an empty allow-list follows any https host, and warns in the console', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    server.use(...signInSucceeds(buildSessionUser({ is_migrated: true, redirect_url: 'https://new-site.example/' })));
    renderAuthPage('/login');
    await screen.findByRole('button', { name: 'LOG IN' });
    await logIn(user, 'jane@example.com', 'Secret#123');
    expect(await screen.findByText('Your account has been migrated to SLYNUMBER. Taking you there now...')).toBeInTheDocument();
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('migrationRedirectHosts is empty'));
    act(() => jest.advanceTimersByTime(5000));
    expect(assign).toHaveBeenCalledWith('https://new-site.example/');
  });

  it.each([
    ['a non-https URL', 'http://brand.example/'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['no URL', null],
    ['a host outside the allow-list', 'https://brand.example.evil.example/'],
    ['an allowed name as user-info', 'https://brand.example@evil.example/'],
    ['a protocol-relative URL', '//evil.example'],
  ])('refuses %s with an error and never follows it', async (_case, redirectUrl) => {
    jest.useFakeTimers({ advanceTimers: true });
    setConfig({ ...getConfig(), migrationRedirectHosts: ['brand.example'] });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    server.use(...signInSucceeds(buildSessionUser({ is_migrated: true, redirect_url: redirectUrl })));
    renderAuthPage('/login');
    await screen.findByRole('button', { name: 'LOG IN' });
    await logIn(user, 'jane@example.com', 'Secret#123');
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(/the address of the new site is not valid/)).toBeInTheDocument();
    expect(screen.queryByText(/Taking you there now/)).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(10_000));
    expect(assign).not.toHaveBeenCalled();
  });
});
