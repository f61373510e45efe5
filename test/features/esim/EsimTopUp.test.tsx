import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { buildEsimRecord, buildEsimUsage, buildUsageDay } from '../../factories';
import { apiUrl } from '../../mocks/apiUrl';
import { recordRequests } from '../../mocks/requestRecorder';
import { answersFailure, cardOnFile, esimCustomer } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { renderApp, signedInSession } from '../../app/renderApp';
import { dashboardServer, fakeToday } from '../dashboardServer';

const TODAY = '2024-06-15';

/** An eSIM of `allowanceMb` with `usedMb` used today, the card on file a Visa ending 4242. */
function customer({ allowanceMb, usedMb }: { allowanceMb: number; usedMb: number }) {
  fakeToday(`${TODAY}T12:00:00`);
  server.use(...dashboardServer());
  server.use(
    ...esimCustomer({
      record: buildEsimRecord({ dataMb: allowanceMb }),
      usage: buildEsimUsage([buildUsageDay({ date: TODAY, downlink: usedMb, uplink: 0 })]),
    }),
    ...cardOnFile(),
  );
}

async function openUsageReport() {
  const user = userEvent.setup();
  renderApp('/dashboard/esim', { session: signedInSession() });
  await user.click(await screen.findByRole('tab', { name: 'Usage report' }));
  await screen.findByRole('meter', { name: 'Included data used' });
  return user;
}

async function openDialog() {
  const user = await openUsageReport();
  await user.click(await screen.findByRole('button', { name: 'Buy more data' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Buy more data' }) };
}

afterEach(() => jest.useRealTimers());

describe("'Buy more data' on the usage report", () => {
  it('is the prominent action when the data runs low (35 of 40 MB used)', async () => {
    customer({ allowanceMb: 40, usedMb: 35 });
    await openUsageReport();
    // Contained: filled with the primary colour (the plain kit's variant, drawn as MUI's).
    expect(await screen.findByRole('button', { name: 'Buy more data' })).toHaveClass('pn-button--contained');
  });

  it('is a quiet text button while plenty is left', async () => {
    customer({ allowanceMb: 10_000, usedMb: 10 });
    await openUsageReport();
    const button = await screen.findByRole('button', { name: 'Buy more data' });
    expect(button).not.toHaveClass('pn-button--contained');
    expect(button).not.toHaveClass('pn-button--outlined');
  });

  it('is hidden where the backend sells no top-ups (404)', async () => {
    customer({ allowanceMb: 40, usedMb: 35 });
    server.use(...answersFailure('/esim/topups', 'Not Found', 404));
    await openUsageReport();
    expect(await screen.findByText('35 MB used of 40 MB')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy more data' })).not.toBeInTheDocument();
  });

  it('is hidden when the backend lists no top-ups', async () => {
    customer({ allowanceMb: 40, usedMb: 35 });
    server.use(...esimCustomer({ record: buildEsimRecord({ dataMb: 40 }), usage: buildEsimUsage([buildUsageDay({ date: TODAY, downlink: 35, uplink: 0 })]), topups: { success: true, topups: [] } }));
    await openUsageReport();
    expect(await screen.findByText('35 MB used of 40 MB')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy more data' })).not.toBeInTheDocument();
  });

  it('says exactly what Pay charges and adds, for the chosen top-up', async () => {
    customer({ allowanceMb: 40, usedMb: 35 });
    const { user, dialog } = await openDialog();
    const choice = within(dialog).getByRole('radiogroup', { name: 'Data top-up' });
    expect(within(choice).getByRole('radio', { name: '500 MB · $4.99' })).toBeChecked();
    expect(await within(dialog).findByText('We charge $4.99 to Visa •••• 4242 now (one-time, no refunds). 500 MB is added to your eSIM at once.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Pay $4.99' })).toBeDisabled();

    await user.click(within(choice).getByRole('radio', { name: '1 GB · $7.99' }));
    expect(within(dialog).getByText('We charge $7.99 to Visa •••• 4242 now (one-time, no refunds). 1 GB is added to your eSIM at once.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Pay $7.99' })).toBeInTheDocument();
  });

  it('pays with one Idempotency-Key, closes, says so and shows the new allowance', async () => {
    customer({ allowanceMb: 40, usedMb: 35 });
    const recorder = recordRequests();
    const { user, dialog } = await openDialog();
    await within(dialog).findByText(/Visa •••• 4242/);
    await user.click(within(dialog).getByRole('checkbox', { name: "I'm not a robot" }));
    await user.click(within(dialog).getByRole('button', { name: 'Pay $4.99' }));

    expect(await screen.findByText('500 MB added.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Buy more data' })).not.toBeInTheDocument());
    expect(await screen.findByText('35 MB used of 540 MB')).toBeInTheDocument();
    const paid = (await recorder.requests()).filter((request) => request.path === '/esim/topup');
    expect(paid).toHaveLength(1);
    expect(paid[0].body).toEqual({ topup_id: 1, recaptcha_token: expect.any(String) });
    expect(paid[0].headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a retry after an answer lost on the way sends the same Idempotency-Key', async () => {
    customer({ allowanceMb: 40, usedMb: 35 });
    let calls = 0;
    server.use(
      http.post(apiUrl('/esim/topup'), () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json({ success: true, message: '500 MB added.' });
      }),
    );
    const recorder = recordRequests();
    const { user, dialog } = await openDialog();
    await within(dialog).findByText(/Visa •••• 4242/);
    await user.click(within(dialog).getByRole('checkbox', { name: "I'm not a robot" }));
    await user.click(within(dialog).getByRole('button', { name: 'Pay $4.99' }));
    await within(dialog).findByRole('alert');
    await user.click(within(dialog).getByRole('checkbox', { name: "I'm not a robot" }));
    await user.click(within(dialog).getByRole('button', { name: 'Pay $4.99' }));

    expect(await screen.findByText('500 MB added.')).toBeInTheDocument();
    const keys = (await recorder.requests()).filter((request) => request.path === '/esim/topup').map((request) => request.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('a refused payment shows in the dialog with the choice kept', async () => {
    customer({ allowanceMb: 40, usedMb: 35 });
    server.use(...answersFailure('/esim/topup', 'Your card was declined.', 402));
    const { user, dialog } = await openDialog();
    await within(dialog).findByText(/Visa •••• 4242/);
    await user.click(within(dialog).getByRole('radio', { name: '1 GB · $7.99' }));
    await user.click(within(dialog).getByRole('checkbox', { name: "I'm not a robot" }));
    await user.click(within(dialog).getByRole('button', { name: 'Pay $7.99' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(within(dialog).getByRole('radio', { name: '1 GB · $7.99' })).toBeChecked();
    expect(screen.getByRole('dialog', { name: 'Buy more data' })).toBeInTheDocument();
    expect(screen.getByText('35 MB used of 40 MB')).toBeInTheDocument();
  });

  it('works from the keyboard: focus enters the dialog, arrows choose, Escape closes back to the button', async () => {
    customer({ allowanceMb: 40, usedMb: 35 });
    const user = await openUsageReport();
    const button = await screen.findByRole('button', { name: 'Buy more data' });
    act(() => button.focus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Buy more data' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    act(() => within(dialog).getByRole('radio', { name: '500 MB · $4.99' }).focus());
    await user.keyboard('{ArrowDown}');
    expect(within(dialog).getByRole('radio', { name: '1 GB · $7.99' })).toBeChecked();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Buy more data' })).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('without a card on file, says so and links to payment info instead of paying', async () => {
    customer({ allowanceMb: 40, usedMb: 35 });
    server.use(...cardOnFile(null));
    const { dialog } = await openDialog();
    expect(await within(dialog).findByRole('link', { name: 'Payment info' })).toHaveAttribute('href', expect.stringMatching(/\/dashboard\/plan$/));
    expect(within(dialog).getByText(/You have no payment card on file/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Pay $4.99' })).toBeDisabled();
  });
});
