import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { PORT_PENDING_TEXT } from '../../../src/features/dashboard/components/PhoneNumberBlock';
import type { PortRequest } from '../../../src/contract/api';
import { expectLandedOn, renderApp, signedInSession } from '../../app/renderApp';
import { buildPhone, buildPortRequest, buildRejectedPortRequest, REJECTED_PORT_ID } from '../../factories';
import { recordRequests } from '../../mocks/requestRecorder';
import { answersFailure, noPortTracker, portTracker } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { dashboardServer } from '../dashboardServer';

/** A signed-in customer with a number being transferred, on `path`; `handlers` take precedence. */
function openPage(path: string, ...handlers: HttpHandler[]) {
  server.use(...dashboardServer({ phones: [buildPhone({ phone_number: '6175550142', status: 'port_pending' })] }));
  server.use(...handlers);
  return { user: userEvent.setup(), ...renderApp(path, { session: signedInSession() }) };
}

const card = (number: string) => screen.findByRole('region', { name: `Transfer of +1 ${number}` });
const steps = (within_: HTMLElement) => within(within_).getAllByRole('listitem').map((step) => step.textContent);

const scheduled: PortRequest = buildPortRequest({
  id: '00000000-0000-4000-8000-0000000000d4',
  phone_number: '4155550199',
  status: 'scheduled',
  scheduled_for: '2026-12-03',
  timeline: [
    { status: 'submitted', at: '2026-11-20T10:00:00.000Z' },
    { status: 'carrier_review', at: '2026-11-20T16:00:00.000Z' },
    { status: 'scheduled', at: '2026-11-21T09:00:00.000Z' },
  ],
});

describe('Number transfer page', () => {
  it('shows each transfer as a card with its number and the timeline Submitted → Carrier review → Scheduled (date) → Completed', async () => {
    const { router } = openPage('/dashboard/porting', ...portTracker([scheduled]));
    await expectLandedOn(router, 'Number transfer', '/dashboard/porting');

    const transfer = await card('(415) 555-0199');
    const labels = steps(transfer);
    expect(labels).toHaveLength(4);
    expect(labels[0]).toMatch(/Submitted/);
    expect(labels[1]).toMatch(/Carrier review/);
    expect(labels[2]).toMatch(/Scheduled for 03 Dec 2026/);
    expect(labels[3]).toMatch(/Completed$/);
    // Each step reached shows when.
    expect(labels[0]).toMatch(/20 Nov 2026, \d{2}:\d{2}/);
    expect(within(transfer).getByText('Account number ending 7731')).toBeInTheDocument();
  });

  it('a rejection says why and what to fix in plain words, and asks only for the field it names', async () => {
    openPage('/dashboard/porting', ...portTracker([buildRejectedPortRequest()]));

    const transfer = await card('(617) 555-0142');
    expect(within(transfer).getByText('The transfer PIN does not match the one your current carrier issued.')).toBeInTheDocument();
    expect(within(transfer).getByText(/Get the transfer PIN \(or a new one\)/)).toBeInTheDocument();
    expect(steps(transfer).at(-1)).toMatch(/Rejected/);
    expect(within(transfer).getByLabelText('Transfer PIN')).toHaveAttribute('type', 'password');
    expect(within(transfer).queryByLabelText('Account number')).not.toBeInTheDocument();
    expect(within(transfer).queryByLabelText('ZIP code of the service address')).not.toBeInTheDocument();
  });

  it('a request waiting for the fix says by when it must come, or the transfer is cancelled', async () => {
    openPage('/dashboard/porting', ...portTracker([buildRejectedPortRequest({ expires_at: '2026-12-02T09:00:00.000Z' })]));
    const transfer = await card('(617) 555-0142');
    expect(within(transfer).getByText(/^Add the details by 0[123] Dec 2026, \d{2}:\d{2}, or this transfer is cancelled\.$/)).toBeInTheDocument();
  });

  it('without an expiry time (a backend that does not cancel, or a malformed one) no such line shows', async () => {
    openPage('/dashboard/porting', ...portTracker([buildRejectedPortRequest({ id: '00000000-0000-4000-8000-0000000000c7', phone_number: '6175550143', expires_at: 'soon' }), buildRejectedPortRequest()]));
    await card('(617) 555-0143');
    const transfer = await card('(617) 555-0142');
    expect(within(transfer).getByLabelText('Transfer PIN')).toBeInTheDocument();
    expect(screen.queryByText(/Add the details by/)).not.toBeInTheDocument();
  });

  it('a request cancelled for want of the details says so in plain words, and asks for nothing', async () => {
    const expired = buildRejectedPortRequest({
      expires_at: null,
      rejection: {
        code: 'expired',
        reason: 'The details your current carrier needs were not added in time, so we cancelled this transfer.',
        fix: 'Start the transfer again with your account number, transfer PIN and ZIP code, or choose a new number.',
        fields: [],
      },
    });
    openPage('/dashboard/porting', ...portTracker([expired]));
    const transfer = await card('(617) 555-0142');
    expect(steps(transfer).at(-1)).toMatch(/Cancelled/);
    expect(within(transfer).getByText('Why it was cancelled')).toBeInTheDocument();
    expect(within(transfer).getByText(/we cancelled this transfer/)).toBeInTheDocument();
    expect(within(transfer).getByText('This transfer cannot be resubmitted.')).toBeInTheDocument();
    expect(within(transfer).queryByRole('button', { name: 'Resubmit' })).not.toBeInTheDocument();
    expect(within(transfer).queryByText(/Add the details by/)).not.toBeInTheDocument();
  });

  it('Resubmit sends only the named field and the transfer goes back to Submitted', async () => {
    const { user } = openPage('/dashboard/porting', ...portTracker([buildRejectedPortRequest()]));
    const transfer = await card('(617) 555-0142');
    const recorder = recordRequests();

    await user.click(within(transfer).getByRole('button', { name: 'Resubmit' }));
    expect(await within(transfer).findByText('Please enter the transfer PIN from your current carrier: 4 to 10 digits.')).toBeInTheDocument();
    expect(recorder.count()).toBe(0);

    await user.type(within(transfer).getByLabelText('Transfer PIN'), '0142');
    await user.click(within(transfer).getByRole('button', { name: 'Resubmit' }));

    await waitFor(() => expect(within(transfer).queryByRole('button', { name: 'Resubmit' })).not.toBeInTheDocument());
    const sent = (await recorder.requests()).find((request) => request.method === 'POST');
    expect(sent).toMatchObject({ path: `/portphone/requests/${REJECTED_PORT_ID}/resubmit`, body: { pin: '0142' } });
    const labels = steps(await card('(617) 555-0142'));
    expect(labels[0]).toMatch(/Submitted/);
    expect(labels.some((label) => label?.includes('Rejected'))).toBe(false);
  });

  it('a refused resubmission keeps what was typed and shows the server text', async () => {
    const { user } = openPage(
      '/dashboard/porting',
      // First: of the handlers given at once, the first that matches answers.
      ...answersFailure('/portphone/requests/:portRequestId/resubmit', 'Only a rejected transfer can be resubmitted. This one is still in progress or done.', 409),
      ...portTracker([buildRejectedPortRequest()]),
    );
    const transfer = await card('(617) 555-0142');
    await user.type(within(transfer).getByLabelText('Transfer PIN'), '0142');
    await user.click(within(transfer).getByRole('button', { name: 'Resubmit' }));
    expect(await screen.findByText('Only a rejected transfer can be resubmitted. This one is still in progress or done.')).toBeInTheDocument();
    expect(within(transfer).getByLabelText('Transfer PIN')).toHaveValue('0142');
  });

  it("says 'No number transfers' when there are none", async () => {
    openPage('/dashboard/porting', ...portTracker([]));
    expect(await screen.findByRole('heading', { name: 'No number transfers' })).toBeInTheDocument();
  });

  it('a backend without the tracker (404) shows the empty state, without an error', async () => {
    openPage('/dashboard/porting', ...noPortTracker());
    expect(await screen.findByRole('heading', { name: 'No number transfers' })).toBeInTheDocument();
    expect(screen.queryByText('Not Found')).not.toBeInTheDocument();
  });

  it('a failed load shows the error with a retry that loads again', async () => {
    const { user } = openPage('/dashboard/porting', ...answersFailure('/portphone/requests', 'Something broke.', 500));
    expect(await screen.findByText('Your number transfers could not be loaded')).toBeInTheDocument();
    server.use(...portTracker([scheduled]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await card('(415) 555-0199')).toBeInTheDocument();
  });
});

describe('the way to the tracker', () => {
  const panel = () => screen.getByRole('complementary', { name: 'Account menu' });

  it("the panel links 'Number transfer' once the customer has a transfer, and the transfer note links to the page", async () => {
    const { user, router } = openPage('/dashboard/porting', ...portTracker([scheduled]));
    await card('(415) 555-0199');
    const link = await within(panel()).findByRole('link', { name: 'Number transfer' });
    expect(link).toHaveAttribute('href', '/dashboard/porting');
    const note = await within(panel()).findByRole('link', { name: PORT_PENDING_TEXT });
    await user.click(note);
    await expectLandedOn(router, 'Number transfer', '/dashboard/porting');
  });

  it('no panel link with a backend without the tracker (404)', async () => {
    openPage('/dashboard/porting', ...noPortTracker());
    await screen.findByRole('heading', { name: 'No number transfers' });
    await within(panel()).findByRole('link', { name: 'Call history' });
    await waitFor(() => expect(within(panel()).queryByRole('link', { name: 'Number transfer' })).not.toBeInTheDocument());
  });

  it('no panel link without transfers', async () => {
    openPage('/dashboard/porting', ...portTracker([]));
    await screen.findByRole('heading', { name: 'No number transfers' });
    await within(panel()).findByRole('link', { name: 'Call history' });
    expect(within(panel()).queryByRole('link', { name: 'Number transfer' })).not.toBeInTheDocument();
  });
});
