import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AppRouterProvider } from '../../../src/app/AppRouterProvider';
import { RootLayout } from '../../../src/app/routing/RootLayout';
import { getConfig, setConfig } from '../../../src/config/loadConfig';
import type { SessionState } from '../../../src/session/sessionSlice';
import { signedInSession, spyOnScrollTo } from '../../app/renderApp';
import { createMemoryRouter } from '../../app/memoryRouter';
import { buildPhone } from '../../factories';
import { apiUrl } from '../../mocks/apiUrl';
import { server } from '../../mocks/server';
import { renderWithProviders } from '../../renderWithProviders';

/** The header in the real root layout, on a page that is a plain heading. */
function renderShell(session?: Partial<SessionState>) {
  spyOnScrollTo();
  const router = createMemoryRouter([{ path: '/', element: <RootLayout />, children: [{ path: 'login', element: <h1>Log in</h1> }] }], { initialEntries: ['/login'] });
  return renderWithProviders(<AppRouterProvider router={router} />, { preloadedSession: session });
}

/** Answers the simulator, keeping each body it was sent. */
function simulatorAnswers(answer: (body: Record<string, unknown>) => HttpResponse<Record<string, unknown>>) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.get(apiUrl('/webphones'), () => HttpResponse.json([buildPhone({ phone_number: '2125550100' })])),
    http.post(apiUrl('/sandbox/simulate'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

async function openSimulator() {
  const user = userEvent.setup();
  await user.click(within(await screen.findByRole('banner')).getByRole('button', { name: 'Simulator' }));
  const dialog = await screen.findByRole('dialog', { name: 'Network simulator' });
  return { user, dialog };
}

describe('the Sandbox ribbon’s tools', () => {
  afterEach(() => setConfig({ ...getConfig(), sandbox: false }));

  it('leads to the mailbox for anyone, and to the simulator once signed in', async () => {
    setConfig({ ...getConfig(), sandbox: true });
    const visitor = renderShell();
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Mailbox' })).toHaveAttribute('href', '/api/sandbox/mailbox');
    expect(within(banner).queryByRole('button', { name: 'Simulator' })).not.toBeInTheDocument();
    // The ribbon's first words stay as they were.
    expect(banner).toHaveTextContent('Sandbox · payments, sign-in and messages are simulated');
    visitor.unmount();

    renderShell(signedInSession());
    expect(within(await screen.findByRole('banner')).getByRole('button', { name: 'Simulator' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('has neither outside the sandbox', async () => {
    setConfig({ ...getConfig(), sandbox: false });
    renderShell(signedInSession());
    const banner = await screen.findByRole('banner');
    expect(within(banner).queryByRole('link', { name: 'Mailbox' })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Simulator' })).not.toBeInTheDocument();
  });

  it('sends the chosen event and says what happened', async () => {
    setConfig({ ...getConfig(), sandbox: true });
    const bodies = simulatorAnswers(() => HttpResponse.json({ success: true, summary: 'A missed call from (617) 555-0123 reached (212) 555-0100.' }));
    renderShell(signedInSession());
    const { user, dialog } = await openSimulator();
    expect(await within(dialog).findByText(/your number \+1 \(212\) 555-0100/)).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText('What happens'), 'Missed call');
    await user.type(within(dialog).getByLabelText('From (optional)'), '(617) 555-0123');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent('A missed call from (617) 555-0123 reached (212) 555-0100.');
    expect(bodies).toEqual([{ event: 'missed_call', from: '(617) 555-0123' }]);
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    setConfig({ ...getConfig(), sandbox: true });
    simulatorAnswers(() => HttpResponse.json({ failure: 'You have no phone number yet. Buy a number or transfer yours, then simulate again.' }, { status: 409 }));
    renderShell(signedInSession());
    const { user, dialog } = await openSimulator();

    await user.type(within(dialog).getByLabelText('Message (optional)'), 'Hello from the network');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have no phone number yet.');
    expect(within(dialog).getByLabelText('Message (optional)')).toHaveValue('Hello from the network');
  });

  it('checks a call’s length before sending it', async () => {
    setConfig({ ...getConfig(), sandbox: true });
    const bodies = simulatorAnswers(() => HttpResponse.json({ success: true, summary: 'done' }));
    renderShell(signedInSession());
    const { user, dialog } = await openSimulator();

    await user.selectOptions(within(dialog).getByLabelText('What happens'), 'Answered call');
    const length = within(dialog).getByLabelText('Length in seconds');
    await user.clear(length);
    await user.type(length, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Enter the call’s length in whole seconds, from 1 to 3600.');
    expect(bodies).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
