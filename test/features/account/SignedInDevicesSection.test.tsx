import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { buildActiveSession, buildSessionList, OTHER_DEVICE_ID, THIS_DEVICE_ID } from '../../factories';
import { expectLandedOn, renderApp, signedInSession } from '../../app/renderApp';
import { recordRequests } from '../../mocks/requestRecorder';
import { accountChangesAccepted, answersFailure, noSessionEndpoints, signedInDevices } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { dashboardServer } from '../dashboardServer';

async function openDevices(...handlers: HttpHandler[]) {
  const user = userEvent.setup();
  server.use(...dashboardServer(), ...accountChangesAccepted());
  server.use(...handlers);
  const rendered = renderApp('/dashboard/account', { session: signedInSession() });
  // Last in Edit information, after the voicemail greeting.
  await screen.findByRole('region', { name: 'Voicemail greeting' });
  return { user, ...rendered };
}

const devices = () => within(screen.getByRole('list', { name: 'Signed-in devices' })).getAllByRole('listitem');

describe('Account page, Edit information: Signed-in devices', () => {
  it('lists each device with browser and OS, address, sign-in date and last activity, this one badged', async () => {
    await openDevices(...signedInDevices());
    await screen.findByRole('list', { name: 'Signed-in devices' });
    const [mine, other] = devices();
    expect(mine).toHaveAccessibleName('Chrome on macOS, This device');
    expect(within(mine).getByText('This device')).toBeInTheDocument();
    expect(within(mine).getByText('198.51.100.4')).toBeInTheDocument();
    expect(other).toHaveAccessibleName('Firefox on Windows');
    expect(within(other).queryByText('This device')).not.toBeInTheDocument();
    expect(within(other).getByText('203.0.113.7')).toBeInTheDocument();
    expect(within(other).getByText(/^Signed in 20 Nov 2026 · Last active /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out of all other devices' })).toBeInTheDocument();
  });

  it('a session from before devices were recorded is an unknown device at an unknown address', async () => {
    await openDevices(...signedInDevices([buildActiveSession({ current: true, ip: null, user_agent: null, browser: null, os: null })]));
    await screen.findByRole('list', { name: 'Signed-in devices' });
    expect(devices()[0]).toHaveAccessibleName('Unknown device, This device');
    expect(screen.getByText('Unknown address')).toBeInTheDocument();
    // No other device: nothing else to sign out.
    expect(screen.queryByRole('button', { name: 'Sign out of all other devices' })).not.toBeInTheDocument();
  });

  it('signs out another device after confirming; Cancel sends nothing', async () => {
    const { user } = await openDevices(...signedInDevices());
    await user.click(await screen.findByRole('button', { name: 'Sign out Firefox on Windows' }));
    const requests = recordRequests();
    const dialog = await screen.findByRole('dialog', { name: 'Sign out this device?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.count()).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Sign out Firefox on Windows' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('The device has been signed out.')).toBeInTheDocument();
    await waitFor(() => expect(devices()).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Signed-in devices' })).toHaveFocus());
    const sent = (await requests.requests()).map((request) => `${request.method} ${request.path}`);
    expect(sent).toEqual(expect.arrayContaining([`DELETE /sessions/${OTHER_DEVICE_ID}`, 'GET /sessions']));
  });

  it('signs out all other devices after confirming', async () => {
    const { user } = await openDevices(...signedInDevices([...buildSessionList(), buildActiveSession()]));
    await user.click(await screen.findByRole('button', { name: 'Sign out of all other devices' }));
    const requests = recordRequests();
    await user.click(within(await screen.findByRole('dialog', { name: 'Sign out of all other devices?' })).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('All other devices have been signed out.')).toBeInTheDocument();
    await waitFor(() => expect(devices()).toHaveLength(1));
    expect(devices()[0]).toHaveAccessibleName('Chrome on macOS, This device');
    expect(screen.queryByRole('button', { name: 'Sign out of all other devices' })).not.toBeInTheDocument();
    expect((await requests.requests())[0]).toMatchObject({ method: 'POST', path: '/sessions/revoke-others' });
  });

  it('signing out this device signs out: back to /login without the token', async () => {
    const { user, router, store } = await openDevices(...signedInDevices());
    await user.click(await screen.findByRole('button', { name: 'Sign out this device' }));
    const requests = recordRequests();
    await user.click(within(await screen.findByRole('dialog', { name: 'Sign out here?' })).getByRole('button', { name: 'Sign out' }));
    await expectLandedOn(router, 'Log in', '/login');
    expect(store.getState().session.token).toBeNull();
    expect((await requests.requests())[0]).toMatchObject({ method: 'DELETE', path: `/sessions/${THIS_DEVICE_ID}` });
  });

  it('a backend without the sessions API (404): no section at all, and no error toast', async () => {
    const requests = recordRequests();
    await openDevices(...noSessionEndpoints());
    await waitFor(async () => expect((await requests.requests()).map((request) => request.path)).toContain('/sessions'));
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading your signed-in devices' })).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Signed-in devices' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Not Found')).not.toBeInTheDocument();
  });

  it('any other failure to load: the error with a retry', async () => {
    await openDevices(...answersFailure('/sessions', 'Internal Server Error', 500));
    expect(await screen.findByText('Your signed-in devices could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
