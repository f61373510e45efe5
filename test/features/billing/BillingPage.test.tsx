import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectLandedOn } from '../../app/renderApp';
import { setWindowWidth } from '../../components/layout/windowWidth';
import { buildBillingItem } from '../../factories';
import { answersFailure, billingHistory, noBillingEndpoints } from '../../mocks/scenarios';
import { recordRequests } from '../../mocks/requestRecorder';
import { server } from '../../mocks/server';
import { chargesNewestFirst, chargesTable, openBillingPage } from './billingServer';

const credits = buildBillingItem({
  id: 3,
  created_at: '2026-11-20T15:30:00.000Z',
  kind: 'credits',
  description: 'Credits: 1000 credits',
  amount_cents: 1000,
  card: { brand: 'visa', last4: '4242' },
  status: 'succeeded',
  receipt_id: 3,
});
const failedRenewal = buildBillingItem({
  id: 2,
  created_at: '2026-11-12T10:00:00.000Z',
  kind: 'failed_renewal',
  description: 'Renewal: Monthly',
  amount_cents: 1299,
  card: { brand: 'mastercard', last4: '4444' },
  status: 'failed',
  receipt_id: null,
});
// A refund may come with either sign: it is money back, shown negative.
const refund = buildBillingItem({
  id: 1,
  created_at: '2026-10-12T10:00:00.000Z',
  kind: 'refund',
  description: 'Refund: eSIM 1 GB',
  amount_cents: 1500,
  card: null,
  status: 'succeeded',
  receipt_id: 1,
});

const cellsOf = (row: HTMLElement) => within(row).queryAllByRole('cell').map((cell) => cell.textContent);

describe('Billing history page', () => {
  it('lists every charge in the order the server gives (newest first) with date, description, amount, card, status and receipt', async () => {
    const { router } = openBillingPage([credits, failedRenewal, refund]);
    await expectLandedOn(router, 'Billing history', '/dashboard/billing');

    const table = await chargesTable();
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Date', 'Description', 'Amount', 'Card', 'Status', 'Receipt']);
    const [, ...rows] = within(table).getAllByRole('row');
    expect(rows.map(cellsOf)).toEqual([
      ['20 Nov 2026', 'Credits: 1000 credits', '$10.00', 'Visa •••• 4242', 'Paid', 'Receipt'],
      ['12 Nov 2026', 'Renewal: Monthly', '$12.99', 'Mastercard •••• 4444', 'Failed', ''],
      ['12 Oct 2026', 'Refund: eSIM 1 GB', '-$15.00', '—', 'Paid', 'Receipt'],
    ]);
    // The failed renewal is marked as such (a red bar at its start) and has no receipt.
    expect(rows[1]).toHaveClass('billing-failed');
    expect(rows[0]).not.toHaveClass('billing-failed');
    expect(within(rows[1]).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[0]).getByRole('button', { name: 'Receipt for Credits: 1000 credits, 20 Nov 2026' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 charges');
    expect(screen.queryByRole('button', { name: 'Show older charges' })).not.toBeInTheDocument();
  });

  it.each([
    ['on a phone (390 px)', 390],
    ['beside the panel in a 960 px window', 960],
  ])('%s each charge is a stack of lines, not a table', async (_case, width) => {
    const restoreWidth = setWindowWidth(width);
    try {
      openBillingPage([credits, failedRenewal, refund]);
      const list = await screen.findByRole('list', { name: 'Charges' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const items = within(list).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual([
        'Credits: 1000 credits$10.0020 Nov 2026 · Visa •••• 4242PaidReceipt',
        'Renewal: Monthly$12.9912 Nov 2026 · Mastercard •••• 4444Failed',
        'Refund: eSIM 1 GB-$15.0012 Oct 2026PaidReceipt',
      ]);
      expect(items[1]).toHaveClass('billing-failed');
    } finally {
      restoreWidth();
    }
  });

  it.each([700, 1280])('at %i px the charges are a table', async (width) => {
    const restoreWidth = setWindowWidth(width);
    try {
      openBillingPage([credits, failedRenewal, refund]);
      expect(within(await chargesTable()).getAllByRole('row')).toHaveLength(1 + 3);
      expect(screen.queryByRole('list', { name: 'Charges' })).not.toBeInTheDocument();
    } finally {
      restoreWidth();
    }
  });

  it('with no charges says so, and where they will appear', async () => {
    openBillingPage([]);
    expect(await screen.findByRole('heading', { name: 'No charges yet' })).toBeInTheDocument();
    expect(screen.getByText(/appear here after a purchase/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
  });

  it('a failed load shows the error in place; Try again loads the history', async () => {
    const user = userEvent.setup();
    openBillingPage([credits], ...answersFailure('/billing/history', 'Internal Server Error', 500));
    expect(await screen.findByText('Your charges could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Internal Server Error')).toBeInTheDocument();

    server.use(...billingHistory([credits]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const table = await chargesTable();
    expect(within(table).getByText('Credits: 1000 credits')).toBeInTheDocument();
    expect(screen.queryByText('Your charges could not be loaded')).not.toBeInTheDocument();
  });

  it('a backend without billing endpoints (SPEC §7 only) shows the error state, not a crash', async () => {
    const { router } = openBillingPage([], ...noBillingEndpoints());
    await expectLandedOn(router, 'Billing history', '/dashboard/billing');
    expect(await screen.findByText('Your charges could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // The dashboard around it still works.
    expect(await screen.findByRole('complementary', { name: 'Account menu' })).toBeInTheDocument();
  });

  it('Show older charges asks for the page before the last charge shown, and adds it below', async () => {
    const user = userEvent.setup();
    openBillingPage(chargesNewestFirst(60));
    const table = await chargesTable();
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 50);
    const requests = recordRequests();

    await user.click(screen.getByRole('button', { name: 'Show older charges' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(1 + 60));
    const sent = await requests.requests();
    expect(sent.map((request) => [request.path, request.query])).toEqual([['/billing/history', { before: '11', limit: '50' }]]);
    const [, ...rows] = within(table).getAllByRole('row');
    expect(rows.map((row) => cellsOf(row)[1])).toEqual(Array.from({ length: 60 }, (_, index) => `Charge ${60 - index}`));
    expect(screen.queryByRole('button', { name: 'Show older charges' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 60 charges');
    // The button is gone: the keyboard's place is the count, not the top of the page.
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
  });

  it('a failed older page keeps the charges shown and offers Show older charges again', async () => {
    const user = userEvent.setup();
    openBillingPage(chargesNewestFirst(60));
    const table = await chargesTable();
    server.use(...answersFailure('/billing/history', 'Internal Server Error', 500));
    await user.click(screen.getByRole('button', { name: 'Show older charges' }));
    expect(await screen.findByText(/Older charges could not be loaded/)).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 50);

    server.use(...billingHistory(chargesNewestFirst(60)));
    await user.click(screen.getByRole('button', { name: 'Show older charges' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(1 + 60));
    expect(screen.queryByText(/Older charges could not be loaded/)).not.toBeInTheDocument();
  });

  it('a history of 1,000 charges reaches its end, 50 at a time, each shown once', async () => {
    const user = userEvent.setup();
    openBillingPage(chargesNewestFirst(1000));
    const table = await chargesTable();
    // Found once: role queries over a thousand rows are slow in jsdom, and both stay in place.
    const showOlder = screen.getByRole('button', { name: 'Show older charges' });
    const status = screen.getByRole('status');
    for (let shown = 50; shown < 1000; shown += 50) {
      await user.click(showOlder);
      await waitFor(() => expect(status).toHaveTextContent(`Showing ${shown + 50} charges`));
    }
    expect(showOlder).not.toBeInTheDocument();
    const descriptions = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => (row as HTMLTableRowElement).cells[1].textContent);
    expect(descriptions).toHaveLength(1000);
    expect(new Set(descriptions).size).toBe(1000);
    expect(descriptions[0]).toBe('Charge 1000');
    expect(descriptions[999]).toBe('Charge 1');
  });
});
