import { fireEvent, screen, waitFor } from '@testing-library/react';
import { buildSessionUser } from '../factories';
import { recordRequests } from '../mocks/requestRecorder';
import { server } from '../mocks/server';
import { answersFailure, serverDown, pageDataAvailable, signedInCustomer, signInSucceeds } from '../mocks/scenarios';
import { expectLandedOn, renderApp } from './renderApp';

// The pages shown are not the subject here: they find their own data.
beforeEach(() => server.use(...pageDataAvailable()));

describe('/area-code?token= without a session', () => {
  it('verifies the token, signs in, and the guard continues (token gone from the URL)', async () => {
    server.use(...signInSucceeds(buildSessionUser({ user_token: 'tok-from-link' })));
    server.use(...signedInCustomer({ activeSubscriptions: [], phones: [] }));
    const recorder = recordRequests();
    const { router, store } = renderApp('/area-code?token=one-time-abc&utm_source=app');

    // The guard's code loads first ('Loading page'), then the link is being verified.
    expect(await screen.findByRole('progressbar', { name: 'Signing you in' })).toHaveAttribute('role', 'progressbar');
    await expectLandedOn(router, 'Choose an area code', '/area-code?utm_source=app');
    expect(store.getState().session.token).toBe('tok-from-link');

    const requests = await recorder.requests();
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/user/verifytoken/one-time-abc' });
    // The guard queries then run with the new session.
    const profileCall = requests.find((request) => request.path === '/user/webprofile');
    expect(profileCall?.headers.authorization).toBe('Token tok-from-link');
  });

  it('after signing in, the guard rules apply: a subscriber with a phone_number param goes to the dashboard', async () => {
    server.use(...signInSucceeds(), ...signedInCustomer());
    const { router } = renderApp('/area-code?token=one-time-abc&phone_number=6175550123');
    await expectLandedOn(router, 'Manage account', '/dashboard/account');
  });

  it('after signing in, the guard rules apply: a customer with no plan and a phone_number param goes to /pricing-page', async () => {
    server.use(...signInSucceeds(), ...signedInCustomer({ activeSubscriptions: [], phones: [] }));
    const { router } = renderApp('/area-code?token=one-time-abc&phone_number=6175550123');
    await expectLandedOn(router, 'Choose a Plan', '/pricing-page?phone_number=6175550123');
  });

  it('a rejected token shows the error on /login and leaves no session', async () => {
    server.use(...answersFailure('/user/verifytoken/:token', 'This link has expired.', 400));
    const { router, store } = renderApp('/area-code?token=stale');

    await expectLandedOn(router, 'Log in', '/login');
    expect(screen.getByRole('alert')).toHaveTextContent('This link has expired.');
    expect(store.getState().session.token).toBeNull();

    // Dismissed, the notice is gone from the page and from the history entry.
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(router.state.location.state).toBeNull();
  });

  it('an unreachable server shows Network Error on /login', async () => {
    server.use(...serverDown('/user/verifytoken/:token'));
    const { router } = renderApp('/area-code?token=abc');
    await expectLandedOn(router, 'Log in', '/login');
    expect(screen.getByRole('alert')).toHaveTextContent('Network Error');
  });

  it('spends the single-use token once, even with StrictMode running effects twice', async () => {
    server.use(...signInSucceeds(), ...signedInCustomer({ activeSubscriptions: [], phones: [] }));
    const recorder = recordRequests();
    const { router } = renderApp('/area-code?token=one-time-abc', { strictMode: true });
    await expectLandedOn(router, 'Choose an area code', '/area-code');
    const verifications = (await recorder.requests()).filter((request) => request.path.startsWith('/user/verifytoken/'));
    expect(verifications).toHaveLength(1);
  });
});
