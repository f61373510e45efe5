import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getConfig, setConfig } from '../../../src/config/loadConfig';
import { APPLE_SDK_URL, GOOGLE_SDK_URL } from '../../../src/components/social/providerSdks';
import { pageLoad } from '../../../src/lib/pageLoad';
import { buildActiveSubscription, buildSessionUser } from '../../factories';
import { recordRequests } from '../../mocks/requestRecorder';
import { answersFailure, signedInCustomer, signInSucceeds, socialNoncesIssued } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { expectOn, landings, renderAuthPage } from './renderAuthPage';

/** A stand-in for the popup window: jsdom cannot open one. */
interface FakePopup {
  closed: boolean;
  location: { href: string };
  close: jest.Mock;
}

let popup: FakePopup | null;
let open: jest.SpyInstance;

beforeEach(() => {
  popup = { closed: false, location: { href: 'about:blank' }, close: jest.fn() };
  open = jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  server.use(...socialNoncesIssued());
});
afterEach(() => jest.restoreAllMocks());

/** Where the popup was sent once the nonce came (it opens blank within the click), parsed. */
async function popupUrl(): Promise<URL> {
  await waitFor(() => expect(popup?.location.href).toMatch(/^http/));
  return new URL(popup?.location.href ?? '');
}

/** The state the SPA put in the popup's address, which the callback must carry back. */
async function popupState(): Promise<string> {
  return (await popupUrl()).searchParams.get('state') ?? '';
}

/** What public/social-callback.js posts to the opener once the sandbox page redirects back. */
function callbackPosts(fragment: Record<string, string>, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { origin, data: { type: 'social-callback', fragment: new URLSearchParams(fragment).toString() } }),
    );
  });
}

async function openLogin() {
  const rendered = renderAuthPage('/login');
  await screen.findByRole('button', { name: 'LOG IN' });
  return rendered;
}

describe('social sign-in, sandbox mode (no client id)', () => {
  it.each([
    ['Google', 'google'],
    ['Apple', 'apple'],
  ])('%s opens a 450x730 popup on the API server sandbox page with a fresh nonce, returning to /app/social-callback.html', async (label, provider) => {
    const user = userEvent.setup();
    const recorder = recordRequests();
    await openLogin();
    expect(recorder.count()).toBe(0);
    await user.click(screen.getByRole('button', { name: `Sign in with ${label}` }));
    expect(open).toHaveBeenCalledWith('about:blank', `${provider}-sign-in`, 'popup,width=450,height=730');
    const url = await popupUrl();
    expect(`${url.origin}${url.pathname}`).toBe(`http://localhost/api/sandbox/identity/${provider}/authorize`);
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost/app/social-callback.html');
    expect(url.searchParams.get('state')).toMatch(/^[0-9a-f-]{36}$/);
    expect(url.searchParams.get('nonce')).toBe('nonce-1');
    expect(await recorder.single()).toMatchObject({ method: 'POST', path: '/websocialnonce' });
  });

  it('each sign-in asks for a nonce of its own', async () => {
    const user = userEvent.setup();
    await openLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect((await popupUrl()).searchParams.get('nonce')).toBe('nonce-1');
    popup = { closed: false, location: { href: 'about:blank' }, close: jest.fn() };
    await user.click(screen.getByRole('button', { name: 'Sign in with Apple' }));
    expect((await popupUrl()).searchParams.get('nonce')).toBe('nonce-2');
  });

  it('a refused nonce: the server failure text, the popup closed, nothing else sent', async () => {
    const user = userEvent.setup();
    server.use(...answersFailure('/websocialnonce', 'Too many attempts. Please try again in 5 minutes.', 429));
    const recorder = recordRequests();
    await openLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 5 minutes.');
    expect(popup?.close).toHaveBeenCalled();
    expect(popup?.location.href).toBe('about:blank');
    expect(recorder.count()).toBe(1);
  });

  it('Google with active subscriptions: the token is verified, the session stored, then the dashboard', async () => {
    const user = userEvent.setup();
    server.use(...signInSucceeds(buildSessionUser({ user_token: 'tok-google' })), ...signedInCustomer({ activeSubscriptions: [buildActiveSubscription()] }));
    const recorder = recordRequests();
    const { router, store } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    callbackPosts({ id_token: 'google-id-token', state: await popupState() });

    await expectOn(router, landings.dashboard, '/dashboard/account');
    expect(store.getState().session.token).toBe('tok-google');
    const [, verify, active] = await recorder.requests();
    expect(verify).toMatchObject({ method: 'POST', path: '/webgoogleverifyidtoken/google-id-token' });
    expect(active).toMatchObject({ method: 'GET', path: '/websubscription/active', headers: { authorization: 'Token tok-google' } });
  });

  it('Apple with an empty subscription list: idtoken and authcode verified, then /area-code', async () => {
    const user = userEvent.setup();
    server.use(...signInSucceeds(), ...signedInCustomer({ activeSubscriptions: [] }));
    const recorder = recordRequests();
    const { router } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in with Apple' }));
    callbackPosts({ id_token: 'apple-id-token', code: 'apple-code', state: await popupState() });

    await expectOn(router, landings.areaCode, '/area-code');
    const [, verify] = await recorder.requests();
    expect(verify).toMatchObject({ method: 'POST', path: '/webiosverifyidtoken', body: { idtoken: 'apple-id-token', authcode: 'apple-code' } });
  });

  it('when the subscriptions cannot be loaded: the session is cleared and the error shown', async () => {
    const user = userEvent.setup();
    server.use(...signInSucceeds(), ...answersFailure('/websubscription/active', 'Subscriptions unavailable', 500));
    const { router, store } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    callbackPosts({ id_token: 'google-id-token', state: await popupState() });

    expect(await screen.findByRole('alert')).toHaveTextContent('Subscriptions unavailable');
    expect(store.getState().session.token).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('an answer without a credential: "Authorize Error.", nothing sent but the nonce request', async () => {
    const user = userEvent.setup();
    const recorder = recordRequests();
    await openLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    callbackPosts({ error: 'access_denied', state: await popupState() });
    expect(await screen.findByRole('alert')).toHaveTextContent('Authorize Error.');
    expect(recorder.count()).toBe(1);
  });

  it('a blocked popup: "Authorize Error."', async () => {
    const user = userEvent.setup();
    popup = null;
    await openLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in with Apple' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Authorize Error.');
  });

  it('ignores messages from another origin or with another state', async () => {
    const user = userEvent.setup();
    server.use(...signInSucceeds(), ...signedInCustomer());
    const recorder = recordRequests();
    const { router } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    const state = await popupState();
    callbackPosts({ id_token: 'forged', state }, 'https://evil.example');
    callbackPosts({ id_token: 'forged', state: 'another-state' });
    expect(recorder.count()).toBe(1);

    callbackPosts({ id_token: 'genuine', state });
    await expectOn(router, landings.dashboard, '/dashboard/account');
    const [, verify] = await recorder.requests();
    expect(verify.path).toBe('/webgoogleverifyidtoken/genuine');
  });

  it('closing the popup ends the attempt quietly', async () => {
    const user = userEvent.setup();
    const recorder = recordRequests();
    await openLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await popupUrl();
    if (popup) popup.closed = true;
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(recorder.count()).toBe(1);
  });

  it.each([401, 400])('a token refused with %i: the server failure text, once, and no session', async (status) => {
    const user = userEvent.setup();
    server.use(...answersFailure('/webgoogleverifyidtoken/:credential', 'Invalid Google token', status));
    const { store } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    callbackPosts({ id_token: 'stale', state: await popupState() });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Google token');
    expect(screen.getAllByText('Invalid Google token')).toHaveLength(1);
    expect(store.getState().session.token).toBeNull();
  });

  it.each([
    ['Google', '/webgoogleverifyidtoken/:credential', "Your Google account's email address is not verified. Please verify it with Google, or sign up with email and password."],
    ['Apple', '/webiosverifyidtoken', "Your Apple ID's email address is not verified. Please verify it with Apple, or sign up with email and password."],
  ])('%s refusing an email the provider has not verified (403): its words on screen, once, and no session', async (label, path, failure) => {
    const user = userEvent.setup();
    server.use(...answersFailure(path, failure, 403));
    const { store, router } = await openLogin();
    await user.click(screen.getByRole('button', { name: `Sign in with ${label}` }));
    callbackPosts({ id_token: 'unverified-email-token', code: 'c', state: await popupState() });
    expect(await screen.findByRole('alert')).toHaveTextContent(failure);
    expect(screen.getAllByText(failure)).toHaveLength(1);
    expect(store.getState().session.token).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('an answer without a token: "Something went wrong", no session and nothing else asked', async () => {
    const user = userEvent.setup();
    server.use(...answersFailure('/webgoogleverifyidtoken/:credential', '', 200));
    const recorder = recordRequests();
    const { store } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    callbackPosts({ id_token: 'google-id-token', state: await popupState() });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(store.getState().session.token).toBeNull();
    expect(recorder.count()).toBe(2);
  });

  it('a migrated account: the notice and, after 5 s, its new site; no session', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const assign = jest.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
      setConfig({ ...getConfig(), migrationRedirectHosts: ['brand.example'] });
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      server.use(...signInSucceeds(buildSessionUser({ is_migrated: true, redirect_url: 'https://brand.example/' })));
      const { store } = await openLogin();
      await user.click(screen.getByRole('button', { name: 'Sign in with Apple' }));
      callbackPosts({ id_token: 'apple-id-token', code: 'c', state: await popupState() });
      expect(await screen.findByText('Your account has been migrated to SLYNUMBER. Taking you there now...')).toBeInTheDocument();
      expect(store.getState().session.token).toBeNull();
      act(() => jest.advanceTimersByTime(5000));
      expect(assign).toHaveBeenCalledWith('https://brand.example/');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('social sign-in with client ids (the providers own SDKs, loaded lazily)', () => {
  function scriptOf(src: string): HTMLScriptElement | null {
    return document.head.querySelector(`script[src="${src}"]`);
  }

  afterEach(() => {
    delete window.google;
    delete window.AppleID;
  });

  it('Google: its script loads only on a page with the button, its button renders with a nonce, and its credential signs in', async () => {
    setConfig({ ...getConfig(), googleClientId: 'google-client-1' });
    server.use(...signInSucceeds(), ...signedInCustomer({ activeSubscriptions: [] }));
    const verifyRoute = renderAuthPage('/verify-email', { state: { email: 'a@example.com' } });
    await screen.findByRole('heading', { name: 'Verify your email' });
    expect(scriptOf(GOOGLE_SDK_URL)).toBeNull();
    verifyRoute.unmount();

    let deliver: ((response: { credential?: string }) => void) | undefined;
    const renderButton = jest.fn();
    const nonces: string[] = [];
    const { router } = await openLogin();
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();
    const script = await waitFor(() => {
      const found = scriptOf(GOOGLE_SDK_URL);
      expect(found).not.toBeNull();
      return found as HTMLScriptElement;
    });
    window.google = {
      accounts: {
        id: {
          initialize: (options) => {
            expect(options.client_id).toBe('google-client-1');
            nonces.push(options.nonce);
            deliver = options.callback;
          },
          renderButton,
        },
      },
    };
    act(() => {
      script.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(renderButton).toHaveBeenCalledTimes(1));
    expect(nonces).toEqual(['nonce-1']);
    expect(open).not.toHaveBeenCalled();

    // Each answer uses its nonce up: the button is set up again with the next one.
    act(() => deliver?.({}));
    expect(await screen.findByRole('alert')).toHaveTextContent('Authorize Error.');
    await waitFor(() => expect(nonces).toEqual(['nonce-1', 'nonce-2']));

    act(() => deliver?.({ credential: 'real-google-token' }));
    await expectOn(router, landings.areaCode, '/area-code');
  });

  it('Apple: its script is loaded ahead, and its popup credential signs in', async () => {
    setConfig({ ...getConfig(), appleClientId: 'apple-client-1' });
    server.use(...signInSucceeds(), ...signedInCustomer());
    const recorder = recordRequests();
    const init = jest.fn();
    const signIn = jest.fn(() => Promise.resolve({ authorization: { id_token: 'real-apple-token', code: 'real-code' } }));
    const { router } = await openLogin();
    const script = await waitFor(() => {
      const found = scriptOf(APPLE_SDK_URL);
      expect(found).not.toBeNull();
      return found as HTMLScriptElement;
    });
    window.AppleID = {
      auth: { init, signIn },
    };
    act(() => {
      script.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(init).toHaveBeenCalledWith(expect.objectContaining({ clientId: 'apple-client-1', usePopup: true })));

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in with Apple' }));
    await expectOn(router, landings.dashboard, '/dashboard/account');
    expect(open).not.toHaveBeenCalled();
    // The nonce was fetched ahead of the click (Apple opens its popup within it) and given to Apple.
    expect(signIn).toHaveBeenCalledWith(expect.objectContaining({ clientId: 'apple-client-1', usePopup: true, nonce: 'nonce-1' }));
    const requests = await recorder.requests();
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/websocialnonce' });
    expect(requests.find((request) => request.path === '/webiosverifyidtoken')).toMatchObject({ body: { idtoken: 'real-apple-token', authcode: 'real-code' } });
  });
});

describe('social sign-in switched off on the server (GOOGLE_SIGNIN=off, APPLE_SIGNIN=off)', () => {
  it.each([
    ['Apple', { appleSignIn: false }, 'Sign in with Google'],
    ['Google', { googleSignIn: false }, 'Sign in with Apple'],
  ])('%s off: its button is gone from the login and register pages, the other stays', async (label, switches, other) => {
    setConfig({ ...getConfig(), ...switches });
    const login = await openLogin();
    expect(screen.queryByRole('button', { name: `Sign in with ${label}` })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: other })).toBeInTheDocument();
    login.unmount();
    renderAuthPage('/register');
    expect(await screen.findByRole('button', { name: other })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Sign in with ${label}` })).not.toBeInTheDocument();
  });

  it("both off: no social buttons and no 'or' divider", async () => {
    setConfig({ ...getConfig(), googleSignIn: false, appleSignIn: false });
    await openLogin();
    expect(screen.queryByRole('button', { name: /^Sign in with/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('separator')).not.toBeInTheDocument();
  });

  it("Google off with a client id left in config.js: no place for Google's own button either", async () => {
    setConfig({ ...getConfig(), googleClientId: 'google-client-1', googleSignIn: false });
    await openLogin();
    expect(screen.queryByLabelText('Sign in with Google')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Apple' })).toBeInTheDocument();
  });
});
