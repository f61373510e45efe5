import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getConfig, setConfig } from '../../../src/config/loadConfig';
import { buildProfile } from '../../factories';
import { apiUrl } from '../../mocks/apiUrl';
import { recordRequests } from '../../mocks/requestRecorder';
import { demoAccountOffered, signedInCustomer, signInSucceeds } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { expectOn, landings, renderAuthPage } from './renderAuthPage';

const original = getConfig();
afterEach(() => setConfig(original));

describe('the login page offers the sandbox demo account', () => {
  it('in sandbox mode: one press signs in as the demo customer and lands on the dashboard', async () => {
    setConfig({ ...original, sandbox: true });
    const recorder = recordRequests();
    server.use(...demoAccountOffered({ email: 'demo@example.com', password: 'demo-password-1' }), ...signInSucceeds(), ...signedInCustomer({ profile: buildProfile({ is_verified: true }) }));
    const user = userEvent.setup();
    const { router } = renderAuthPage('/login');

    expect(await screen.findByText('Sandbox: a customer with calls, chats and an eSIM')).toBeInTheDocument();
    expect(screen.getByText('demo@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try the demo account' }));

    await expectOn(router, landings.dashboard, '/dashboard/account');
    const signIns = (await recorder.requests()).filter((request) => request.method === 'POST' && request.path === '/user/websignin/');
    expect(signIns.map((request) => request.body)).toEqual([{ username: 'demo@example.com', password: 'demo-password-1' }]);
  });

  it('says nothing of a demo on a real deployment: no offer, not even a request', async () => {
    setConfig({ ...original, sandbox: false });
    const recorder = recordRequests();
    server.use(...demoAccountOffered());
    renderAuthPage('/login');
    await screen.findByRole('button', { name: 'LOG IN' });
    expect(screen.queryByRole('button', { name: 'Try the demo account' })).not.toBeInTheDocument();
    expect(recorder.count()).toBe(0);
  });

  it('stays hidden, with no error, when our sandbox has no demo account (204)', async () => {
    setConfig({ ...original, sandbox: true });
    const recorder = recordRequests();
    server.use(http.get(apiUrl('/sandbox/demo-account'), () => new HttpResponse(null, { status: 204 })));
    renderAuthPage('/login');
    await screen.findByRole('button', { name: 'LOG IN' });
    await waitFor(() => expect(recorder.count()).toBe(1));
    await waitFor(async () => expect((await recorder.requests()).map((request) => request.path)).toEqual(['/sandbox/demo-account']));
    expect(screen.queryByRole('button', { name: 'Try the demo account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stays hidden when another backend has no such route (404)', async () => {
    setConfig({ ...original, sandbox: true });
    const recorder = recordRequests();
    server.use(http.get(apiUrl('/sandbox/demo-account'), () => HttpResponse.json({ failure: 'No demo account on this server' }, { status: 404 })));
    renderAuthPage('/login');
    await screen.findByRole('button', { name: 'LOG IN' });
    await waitFor(() => expect(recorder.count()).toBe(1));
    // The failed look-up has settled: the page still shows no offer and no error.
    await waitFor(async () => expect((await recorder.requests()).map((request) => request.path)).toEqual(['/sandbox/demo-account']));
    expect(screen.queryByRole('button', { name: 'Try the demo account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
