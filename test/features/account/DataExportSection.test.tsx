import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { formatDayAndTime } from '../../../src/contract/dateFormat';
import { DataExportSection } from '../../../src/features/account/components/DataExportSection';
import { renderApp, signedInSession } from '../../app/renderApp';
import { buildProfile } from '../../factories';
import { recordRequests } from '../../mocks/requestRecorder';
import { answersFailure, dataExportFlow, exportAskedElsewhere, exportPreparing, exportReady, legacyBackend, noDataExport, ONCE_A_DAY, signedInCustomer, WRONG_EXPORT_PASSWORD } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { renderWithProviders } from '../../renderWithProviders';
import { dashboardServer } from '../dashboardServer';

const TITLE = 'Download your data';
const readyUntil = `(until ${formatDayAndTime(new Date(exportReady.expires_at ?? ''))})`;
/** A poll a test can wait for without waiting long; the page polls every few seconds. */
const FAST_POLL_MS = 20;

/** Every <a> clicked (jsdom cannot follow a download, so the click only records). */
function recordLinkClicks() {
  const clicks: { href: string; download: string }[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({ href: this.href, download: this.download });
  });
  return clicks;
}

afterEach(() => jest.restoreAllMocks());

/** The account page (Edit information), 'Download your data' on screen. */
async function openAccountPage(...handlers: HttpHandler[]) {
  const user = userEvent.setup();
  server.use(...dashboardServer());
  server.use(...handlers);
  const rendered = renderApp('/dashboard/account', { session: signedInSession() });
  await screen.findByRole('heading', { name: TITLE });
  return { user, ...rendered };
}

const section = () => screen.getByRole('region', { name: TITLE });

describe("Account page: 'Download your data'", () => {
  it('asks for the current password first (keyboard only); the request shows Preparing… and moves focus to the heading', async () => {
    const { user } = await openAccountPage(...dataExportFlow({ pollsUntilReady: 1000 }));
    const requests = recordRequests();
    const ask = await within(section()).findByRole('button', { name: 'Ask for a copy' });
    act(() => ask.focus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(within(dialog).getByText('Enter your current password to ask for a copy of your data.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('Current password')).toHaveFocus());
    await user.keyboard('Right#Password1{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(section()).findByText('Preparing…')).toBeInTheDocument();
    expect(within(section()).getByRole('status')).toHaveTextContent('We will also email you when it is ready.');
    await waitFor(() => expect(screen.getByRole('heading', { name: TITLE })).toHaveFocus());
    const sent = (await requests.requests()).filter((request) => request.path === '/account/export');
    expect(sent[0]).toMatchObject({ method: 'POST', body: { current_password: 'Right#Password1' } });
  });

  it('a wrong password stays on the field with the server’s words, and nothing is asked; Escape closes without asking', async () => {
    const { user } = await openAccountPage(...dataExportFlow());
    await user.click(await within(section()).findByRole('button', { name: 'Ask for a copy' }));
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await user.type(within(dialog).getByLabelText('Current password'), WRONG_EXPORT_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'ASK' }));
    expect(await within(dialog).findByText('Your current password is not correct.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Current password')).toHaveFocus();
    expect(screen.queryByRole('alert', { name: /not correct/ })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(section()).getByRole('button', { name: 'Ask for a copy' })).toBeInTheDocument();
  });

  it('an empty password is refused before anything is sent', async () => {
    const { user } = await openAccountPage(...dataExportFlow());
    const requests = recordRequests();
    await user.click(await within(section()).findByRole('button', { name: 'Ask for a copy' }));
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await user.click(within(dialog).getByRole('button', { name: 'ASK' }));
    expect(await within(dialog).findByText('Please enter your current password')).toBeInTheDocument();
    expect((await requests.requests()).filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('a second request the same day: the server’s words say when the next is possible', async () => {
    const { user } = await openAccountPage(...exportAskedElsewhere(), ...dataExportFlow());
    await user.click(await within(section()).findByRole('button', { name: 'Ask for a copy' }));
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await user.type(within(dialog).getByLabelText('Current password'), 'Right#Password1');
    await user.click(within(dialog).getByRole('button', { name: 'ASK' }));
    expect(await within(dialog).findByText(ONCE_A_DAY)).toBeInTheDocument();
  });

  it('after a copy expired the same day: the button waits, saying from when', async () => {
    const tomorrow = new Date(Date.now() + 20 * 60 * 60_000).toISOString();
    await openAccountPage(...dataExportFlow({ initial: { ...exportReady, state: 'none', ready_at: null, expires_at: null, next_request_at: tomorrow } }));
    expect(await within(section()).findByRole('button', { name: 'Ask for a copy' })).toBeDisabled();
    expect(within(section()).getByText(`You can ask for a new copy from ${formatDayAndTime(new Date(tomorrow))}.`)).toBeInTheDocument();
  });

  it('a copy that could not be prepared: says so, and the button asks again at once', async () => {
    const { user } = await openAccountPage(...dataExportFlow({ initial: { state: 'failed', requested_at: exportReady.requested_at, ready_at: null, expires_at: null, size_bytes: null, next_request_at: null } }));
    expect(await within(section()).findByRole('status')).toHaveTextContent('We could not prepare your copy. Please ask again.');
    await user.click(within(section()).getByRole('button', { name: 'Ask for a copy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download your data' });
    await user.type(within(dialog).getByLabelText('Current password'), 'Right#Password1');
    await user.click(within(dialog).getByRole('button', { name: 'ASK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(section()).findByText('Preparing…')).toBeInTheDocument();
  });

  it('ready: "Ready: download (until …)" in the product’s date style; download saves the ZIP under the server’s name', async () => {
    const { user } = await openAccountPage(...dataExportFlow({ initial: exportReady }));
    const clicks = recordLinkClicks();
    expect(await within(section()).findByRole('status')).toHaveTextContent(`Ready: download ${readyUntil}`);
    await user.click(within(section()).getByRole('button', { name: 'download' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]).toEqual({ href: expect.stringMatching(/^blob:/) as unknown, download: 'my-data-2026-11-28.zip' });
  });

  it('an account without a password confirms with its provider instead', async () => {
    const { user } = await openAccountPage(...signedInCustomer({ profile: buildProfile({ has_password: false, social_providers: ['google'] }) }), ...dataExportFlow());
    await user.click(await within(section()).findByRole('button', { name: 'Ask for a copy' }));
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(within(dialog).getByText('Confirm it is you to ask for a copy of your data.')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: /Google/ })).toBeInTheDocument();
  });

  it('a backend without it (404, SPEC §7 only): no section at all, and no error toast', async () => {
    server.use(...dashboardServer());
    server.use(...noDataExport());
    const requests = recordRequests();
    renderApp('/dashboard/account', { session: signedInSession() });
    await screen.findByRole('region', { name: 'Voicemail greeting' });
    await waitFor(async () => expect((await requests.requests()).map((request) => request.path)).toContain('/account/export'));
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading the state of your data copy' })).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: TITLE })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('any other failure to load: the error with a retry', async () => {
    server.use(...dashboardServer());
    server.use(...answersFailure('/account/export', 'Internal Server Error', 500));
    renderApp('/dashboard/account', { session: signedInSession() });
    expect(await screen.findByText('The state of your data copy could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe("'Download your data' while a copy is prepared", () => {
  it('asks again until it is ready, then offers the download', async () => {
    server.use(...signedInCustomer(), ...dataExportFlow({ initial: exportPreparing, pollsUntilReady: 2 }));
    renderWithProviders(<DataExportSection pollMs={FAST_POLL_MS} />, { preloadedSession: signedInSession() });
    expect(await screen.findByText('Preparing…')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'download' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`Ready: download ${readyUntil}`);
  });

  it('a SPEC-only backend (legacy) has no such section either', async () => {
    server.use(...legacyBackend());
    const requests = recordRequests();
    renderWithProviders(<DataExportSection pollMs={FAST_POLL_MS} />, { preloadedSession: signedInSession() });
    await waitFor(async () => expect((await requests.requests()).map((request) => request.path)).toContain('/account/export'));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: TITLE })).not.toBeInTheDocument();
  });
});
