import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildSessionUser } from '../../factories';
import { featureFlag, verifiedLinkSignIn, visitorRequestsAccepted } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { complete, fill, openRegister, signUp } from './registerForm';
import { expectOn, landings, renderAuthPage } from './renderAuthPage';

const KEY = 'key-of-this-browser-0123456789';
const TICKET = 'ticket-from-the-redirect-0123456789';
const linkLanding = `/login?verified=1#verified=${TICKET}`;

describe('the verification link: signed in in the browser that registered, the form filled in elsewhere', () => {
  beforeEach(() => server.use(...featureFlag('migration_mode', false)));

  it('register keeps this browser’s key; the followed link then signs the customer in and goes on', async () => {
    const user = userEvent.setup();
    const session = buildSessionUser({ user_token: 'tok-by-the-link' });
    server.use(...visitorRequestsAccepted(), ...verifiedLinkSignIn({ browserKey: KEY, ticket: TICKET, user: session }));
    const registering = await openRegister();
    await fill(user, complete);
    await signUp(user);
    await expectOn(registering.router, 'Verify your email', '/verify-email');
    expect(window.localStorage.getItem('verificationBrowserKey')).toBe(KEY);
    registering.unmount();

    // The link opens a new tab of the same browser: same localStorage, a fresh session store.
    const { router, store } = renderAuthPage(linkLanding);
    await expectOn(router, landings.dashboard, '/dashboard/account');
    expect(store.getState().session.token).toBe('tok-by-the-link');
    // Single use: the key goes once it has served.
    expect(window.localStorage.getItem('verificationBrowserKey')).toBeNull();
  });

  it('another browser (no key: a forwarded or leaked link) is not signed in: the login form has the verified address', async () => {
    server.use(...verifiedLinkSignIn({ browserKey: KEY, ticket: TICKET, email: 'jane.doe@example.com' }));
    const { router, store } = renderAuthPage(linkLanding);
    expect(await screen.findByText('Your email address is verified. Log in to continue.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('jane.doe@example.com'));
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(store.getState().session.token).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    // The ticket leaves the address.
    expect(router.state.location.hash).toBe('');
  });

  it('a wrong key signs nobody in either', async () => {
    window.localStorage.setItem('verificationBrowserKey', 'another-browsers-key-0123456789');
    server.use(...verifiedLinkSignIn({ browserKey: KEY, ticket: TICKET }));
    const { store } = renderAuthPage(linkLanding);
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('jane.doe@example.com'));
    expect(store.getState().session.token).toBeNull();
  });
});
