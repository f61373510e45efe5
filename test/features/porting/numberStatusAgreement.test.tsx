import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import type { Phone } from '../../../src/contract/api';
import { PORT_PENDING_TEXT } from '../../../src/components/numberStatus/numberStatusMessages';
import { expectLandedOn, renderApp, signedInSession } from '../../app/renderApp';
import { buildPortRequest, buildRejectedPortRequest, REJECTED_PORT_ID } from '../../factories';
import { noPortTracker, portTracker } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { dashboardServer } from '../dashboardServer';

// The panel, the header, the tracker and the success page read the customer's number the same
// way (useNumberStatus): they can never disagree.

const NUMBER = '6175550142';
const pending = (status: Phone['status'] = 'port_pending'): Phone[] => [{ phone_number: NUMBER, status }];
const IN_PROGRESS = "Transfer in progress: expected by 03 Dec 2026. We'll email you when it is complete.";
const FILED = 'We asked your carrier to release (617) 555-0142. This usually takes 1–4 days.';

function open(path: string, phones: Phone[], ...tracker: HttpHandler[]) {
  server.use(...dashboardServer({ phones }));
  server.use(...tracker);
  return { user: userEvent.setup(), ...renderApp(path, { session: signedInSession() }) };
}

const panelNumber = async () => within(await screen.findByRole('complementary', { name: 'Account menu' })).findByRole('region', { name: 'Your US phone number' });
const header = () => screen.getByRole('banner');

describe('a transfer the carrier works on', () => {
  const request = buildPortRequest({ expected_by: '2026-12-03' });

  it('panel, header and tracker all say Transfer in progress with the expected day, and the tracker confirms the filing', async () => {
    open('/dashboard/porting', pending(), ...portTracker([request]));
    await screen.findByRole('region', { name: 'Transfer of +1 (617) 555-0142' });
    expect(await within(await panelNumber()).findByRole('link', { name: IN_PROGRESS })).toHaveAttribute('href', '/dashboard/porting');
    const chip = await within(header()).findByRole('link', { name: 'Number transfer: Transfer in progress' });
    expect(chip).toHaveTextContent('Transfer in progress');
    expect(chip).toHaveAttribute('href', '/dashboard/porting');
    const note = screen.getByRole('status');
    expect(within(note).getByText(FILED)).toBeInTheDocument();
    expect(within(note).getByText(IN_PROGRESS)).toBeInTheDocument();
    expect(screen.queryByText(/Action needed/)).not.toBeInTheDocument();
  });

  it('the success page does not present the number as working: the filing, then Transfer in progress with the day', async () => {
    open('/subscribe_success', pending(), ...portTracker([request]));
    expect(await screen.findByText(FILED)).toBeInTheDocument();
    expect(screen.getByText(IN_PROGRESS)).toBeInTheDocument();
  });
});

describe('a rejection the customer must fix', () => {
  const fixPath = `/dashboard/porting#fix-${REJECTED_PORT_ID}`;

  it('panel and header say Action needed (never Transfer in progress), and lead to the fix form, which takes the focus', async () => {
    const { user, router } = open('/dashboard/account', pending(), ...portTracker([buildRejectedPortRequest()]));
    const number = await panelNumber();
    expect(await within(number).findByText('Action needed')).toBeInTheDocument();
    expect(within(number).getByText('The transfer PIN does not match the one your current carrier issued.')).toBeInTheDocument();
    expect(within(number).getByRole('link', { name: 'Fix the transfer details' })).toHaveAttribute('href', fixPath);
    expect(within(number).queryByText(/Transfer in progress/)).not.toBeInTheDocument();
    const chip = await within(header()).findByRole('link', { name: 'Number transfer: Action needed' });
    expect(chip).toHaveTextContent('Action needed');

    await user.click(chip);
    await expectLandedOn(router, 'Number transfer', '/dashboard/porting');
    const form = await screen.findByRole('form', { name: 'Fix the transfer details' });
    await waitFor(() => expect(within(form).getByLabelText('Transfer PIN')).toHaveFocus());
    expect(screen.queryByText(/Transfer in progress/)).not.toBeInTheDocument();
  });

  it('the success page says Action needed too', async () => {
    open('/subscribe_success', pending(), ...portTracker([buildRejectedPortRequest()]));
    expect(await screen.findByText('Action needed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fix the transfer details' })).toHaveAttribute('href', fixPath);
    expect(screen.queryByText(FILED)).not.toBeInTheDocument();
  });
});

describe('a transfer that has ended', () => {
  it('completed: the panel says the number now works here, the tracker agrees, the header shows nothing', async () => {
    open('/dashboard/porting', pending('port_completed'), ...portTracker([buildPortRequest({ status: 'completed', expected_by: null })]));
    await screen.findByRole('region', { name: 'Transfer of +1 (617) 555-0142' });
    expect(await within(await panelNumber()).findByText('Your number (617) 555-0142 now works here.')).toBeInTheDocument();
    expect(within(screen.getByRole('status')).getByText('Your number (617) 555-0142 now works here.')).toBeInTheDocument();
    expect(within(header()).queryByRole('link', { name: /Number transfer/ })).not.toBeInTheDocument();
  });

  it('expired: the panel says Transfer cancelled with the reason, the header shows nothing', async () => {
    const expired = buildRejectedPortRequest({
      rejection: { code: 'expired', reason: 'The details your current carrier needs were not added in time, so we cancelled this transfer.', fix: 'Start again.', fields: [] },
    });
    open('/dashboard/porting', [], ...portTracker([expired]));
    await screen.findByRole('region', { name: 'Transfer of +1 (617) 555-0142' });
    const number = await panelNumber();
    expect(await within(number).findByText('Transfer cancelled: The details your current carrier needs were not added in time, so we cancelled this transfer.')).toBeInTheDocument();
    expect(within(number).getByText('No number yet')).toBeInTheDocument();
    expect(within(header()).queryByRole('link', { name: /Number transfer/ })).not.toBeInTheDocument();
  });
});

describe("SPEC's backend (no tracker: 404)", () => {
  it("panel, header and tracker keep SPEC's text for a number in transfer, without a date", async () => {
    open('/dashboard/porting', pending(), ...noPortTracker());
    await screen.findByRole('heading', { name: 'No number transfers' });
    expect(await within(await panelNumber()).findByRole('link', { name: PORT_PENDING_TEXT })).toBeInTheDocument();
    expect(await within(header()).findByRole('link', { name: 'Number transfer: Transfer in progress' })).toBeInTheDocument();
    expect(within(screen.getByRole('status')).getByText(PORT_PENDING_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(/expected by/)).not.toBeInTheDocument();
  });

  it('a bought number: no note, no chip', async () => {
    open('/dashboard/account', pending('active'));
    const number = await panelNumber();
    expect(await within(number).findByText('+1 (617) 555-0142')).toBeInTheDocument();
    expect(within(number).queryByText(/Transfer|Action needed|now works here/)).not.toBeInTheDocument();
    expect(within(header()).queryByRole('link', { name: /Number transfer/ })).not.toBeInTheDocument();
  });
});
