import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { identityCheckPending } from '../../../src/api/identityCheck';
import { buildEsimRecord } from '../../factories';
import { apiUrl } from '../../mocks/apiUrl';
import { recordRequests } from '../../mocks/requestRecorder';
import { callHistory, chatHistory, esimCustomer, identityGuard } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { renderApp, signedInSession } from '../../app/renderApp';
import { dashboardServer } from '../dashboardServer';

// Our server withholds the eSIM's activation code from a session without a recent proof of
// identity (activation_code_hidden) and gives it at GET /esim/activation once proven. The page
// shows the rest of the eSIM as ever and asks for the code only when the customer wants it.

const CODE = 'LPA:1$smdp.example.com$CODE-42';
const withheld = buildEsimRecord({ imei: null, textQrCode: null, activation_code_hidden: true });
const activation = { success: true, textQrCode: CODE };
const HIDDEN_LINE = "Your activation code is hidden. Confirm it's you to show it.";

const qrCode = () => screen.findByRole('img', { name: 'eSIM activation QR code' });
const showCodeButton = () => screen.findByRole('button', { name: 'Show activation code' });
const activationRequests = async (requests: ReturnType<typeof recordRequests>) => (await requests.requests()).filter((request) => request.path === '/esim/activation');

function openEsimPage() {
  return renderApp('/dashboard/esim', { session: signedInSession() });
}

describe('eSIM page: the activation code withheld', () => {
  it('shows the other details and, in place of the QR code, the hidden line and the button; nothing is asked until pressed', async () => {
    const requests = recordRequests();
    server.use(...dashboardServer());
    server.use(...esimCustomer({ record: withheld, activation }));
    openEsimPage();

    expect(await screen.findByText(HIDDEN_LINE)).toBeInTheDocument();
    expect(await showCodeButton()).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Activate your eSIM' })).toBeInTheDocument();
    expect(screen.getByText('8901260882200000001')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'eSIM activation QR code' })).not.toBeInTheDocument();
    expect(screen.queryByText('CODE-42')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await activationRequests(requests)).toEqual([]);
  });

  it("Show activation code → 'Confirm it's you' → the QR code, the codes and the steps", async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    server.use(...dashboardServer());
    server.use(...esimCustomer({ record: withheld, activation }));
    server.use(...identityGuard([{ method: 'get', path: '/esim/activation' }]));
    openEsimPage();

    await user.click(await showCodeButton());
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.type(within(dialog).getByLabelText('Current password'), 'my-Secret-1');
    await user.keyboard('{Enter}');

    expect(await qrCode()).toBeInTheDocument();
    expect(screen.getByText('smdp.example.com')).toBeInTheDocument();
    expect(screen.getByText('CODE-42')).toBeInTheDocument();
    expect(screen.queryByText(HIDDEN_LINE)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await activationRequests(requests)).toHaveLength(2);
  });

  it('with a proof still fresh, the button shows the code with no dialog', async () => {
    const user = userEvent.setup();
    server.use(...dashboardServer());
    server.use(...esimCustomer({ record: withheld, activation }));
    openEsimPage();

    await user.click(await showCodeButton());
    expect(await qrCode()).toBeInTheDocument();
    expect(screen.getByText('CODE-42')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('an installed eSIM: the disclosure opens on the hidden line, and the button shows the code', async () => {
    const user = userEvent.setup();
    server.use(...dashboardServer());
    server.use(...esimCustomer({ record: { ...withheld, imei: '356938035643809' }, activation }));
    openEsimPage();

    await user.click(await screen.findByRole('button', { name: 'Show installation details' }));
    expect(screen.getByText(HIDDEN_LINE)).toBeInTheDocument();
    await user.click(await showCodeButton());
    expect(await qrCode()).toBeInTheDocument();
  });

  it('a backend without GET /esim/activation (404): the details are all there is', async () => {
    const user = userEvent.setup();
    server.use(...dashboardServer());
    server.use(...esimCustomer({ record: { ...withheld, textQrCode: CODE } }));
    server.use(http.get(apiUrl('/esim/activation'), () => HttpResponse.json({ failure: 'Not Found' }, { status: 404 })));
    openEsimPage();

    await user.click(await showCodeButton());
    expect(await qrCode()).toBeInTheDocument();
    expect(screen.getByText('CODE-42')).toBeInTheDocument();
  });

  it('a failure other than the refusal is shown with the button to try again', async () => {
    const user = userEvent.setup();
    server.use(...dashboardServer());
    server.use(...esimCustomer({ record: withheld, activation }));
    server.use(http.get(apiUrl('/esim/activation'), () => HttpResponse.json({ failure: 'Internal Server Error' }, { status: 500 }), { once: true }));
    openEsimPage();

    await user.click(await showCodeButton());
    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument();
    await user.click(await showCodeButton());
    expect(await qrCode()).toBeInTheDocument();
  });
});

describe('eSIM page against a SPEC §7 backend (no flag)', () => {
  it('shows the QR code from the details at once, as ever, and never asks for /esim/activation', async () => {
    const requests = recordRequests();
    server.use(...dashboardServer());
    server.use(...esimCustomer({ record: buildEsimRecord({ imei: null, textQrCode: CODE }) }));
    openEsimPage();

    expect(await qrCode()).toBeInTheDocument();
    expect(screen.getByText('CODE-42')).toBeInTheDocument();
    expect(screen.queryByText(HIDDEN_LINE)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show activation code' })).not.toBeInTheDocument();
    expect(await activationRequests(requests)).toEqual([]);
  });

  it('right after a purchase (the proof fresh, activation_code_hidden false) the QR code shows with no extra step', async () => {
    server.use(...dashboardServer());
    server.use(...esimCustomer({ record: buildEsimRecord({ imei: null, textQrCode: CODE, activation_code_hidden: false }) }));
    openEsimPage();

    expect(await qrCode()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show activation code' })).not.toBeInTheDocument();
  });
});

describe('dashboard pages long after sign-in', () => {
  it.each(['/dashboard/calls', '/dashboard/esim'])('%s reads the eSIM without asking to confirm it is you', async (path) => {
    const requests = recordRequests();
    server.use(...dashboardServer());
    server.use(...esimCustomer({ record: withheld, activation }), ...callHistory([]), ...chatHistory([]));
    // The server refuses the code to this session: only asking for it could open the dialog.
    server.use(...identityGuard([{ method: 'get', path: '/esim/activation' }]));
    renderApp(path, { session: signedInSession() });

    expect(await screen.findByText('eSIM active')).toBeInTheDocument();
    await waitFor(async () => expect((await requests.requests()).some((request) => request.path === '/esim/details')).toBe(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(identityCheckPending()).toBe(false);
    expect(await activationRequests(requests)).toEqual([]);
  });
});
