import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setWindowWidth } from '../../components/layout/windowWidth';
import { buildBillingItem } from '../../factories';
import { apiUrl } from '../../mocks/apiUrl';
import { answersFailure, receiptsAvailable } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { chargesTable, openBillingPage } from './billingServer';

const credits = buildBillingItem({ id: 3, created_at: '2026-11-20T15:30:00.000Z', description: 'Credits: 1000 credits', receipt_id: 3 });
const receiptButton = 'Receipt for Credits: 1000 credits, 20 Nov 2026';

/** Every <a> clicked, as it was at the click (jsdom cannot follow a download, so the click only records). */
function recordLinkClicks() {
  const clicks: { href: string; download: string; inDocument: boolean }[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({ href: this.href, download: this.download, inDocument: document.body.contains(this) });
  });
  return clicks;
}

afterEach(() => jest.restoreAllMocks());

describe('Download CSV', () => {
  it('clicks a temporary download link to the file, then revokes its URL and keeps none in the store', async () => {
    const user = userEvent.setup();
    const clicks = recordLinkClicks();
    const revoke = jest.spyOn(URL, 'revokeObjectURL');
    const { store } = openBillingPage([credits], ...receiptsAvailable());
    await chargesTable();

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]).toEqual({ href: expect.stringMatching(/^blob:/) as unknown, download: 'billing-history.csv', inDocument: true });
    await waitFor(() => expect(revoke).toHaveBeenCalledWith(clicks[0].href));
    expect(document.querySelector('a[download]')).toBeNull();
    await waitFor(() => expect(JSON.stringify(store.getState().api.mutations)).not.toContain('blob:'));
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });

  it('is disabled while the file downloads (a second click would start a second download)', async () => {
    const user = userEvent.setup();
    const clicks = recordLinkClicks();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    openBillingPage(
      [credits],
      http.get(apiUrl('/billing/history.csv'), async () => {
        asked += 1;
        await held;
        return new HttpResponse('Date\r\n', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="billing-history.csv"' } });
      }),
    );
    await chargesTable();

    const button = screen.getByRole('button', { name: 'Download CSV' });
    await user.click(button);
    await waitFor(() => expect(asked).toBe(1));
    expect(button).toBeDisabled();
    release();
    await waitFor(() => expect(button).toBeEnabled());
    expect(asked).toBe(1);
    expect(clicks).toHaveLength(1);
  });

  it('a failed download says why in a toast and clicks no link', async () => {
    const user = userEvent.setup();
    const clicks = recordLinkClicks();
    openBillingPage([credits], ...answersFailure('/billing/history.csv', 'Internal Server Error', 500));
    await chargesTable();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument();
    expect(clicks).toEqual([]);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });
});

describe('Receipts', () => {
  it('opens the receipt page in a script-free frame; Print prints the frame; Download PDF saves the PDF; Close closes', async () => {
    const user = userEvent.setup();
    const clicks = recordLinkClicks();
    const revoke = jest.spyOn(URL, 'revokeObjectURL');
    openBillingPage([credits], ...receiptsAvailable());
    await chargesTable();

    await user.click(screen.getByRole('button', { name: receiptButton }));
    const dialog = await screen.findByRole('dialog', { name: 'Receipt' });
    expect(dialog).toHaveAccessibleDescription('Credits: 1000 credits, 20 Nov 2026');
    const frame = await within(dialog).findByTitle<HTMLIFrameElement>(receiptButton);
    expect(frame.getAttribute('srcdoc')).toContain('<h1>Receipt 3</h1>');
    // No allow-scripts: the receipt's page runs nothing.
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin allow-modals');

    const print = jest.spyOn(frame.contentWindow as Window, 'print').mockImplementation(() => undefined);
    await user.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);

    await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]).toEqual({ href: expect.stringMatching(/^blob:/) as unknown, download: 'receipt-3.pdf', inDocument: true });
    await waitFor(() => expect(revoke).toHaveBeenCalledWith(clicks[0].href));

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Back where the keyboard left off.
    expect(screen.getByRole('button', { name: receiptButton })).toHaveFocus();
  });

  it('a receipt that cannot be loaded says so inside the dialog and can be tried again', async () => {
    const user = userEvent.setup();
    openBillingPage([credits], ...answersFailure('/billing/receipts/:receiptId', 'Receipt not found', 404));
    await chargesTable();

    await user.click(screen.getByRole('button', { name: receiptButton }));
    const dialog = await screen.findByRole('dialog', { name: 'Receipt' });
    expect(await within(dialog).findByText('The receipt could not be loaded')).toBeInTheDocument();
    expect(within(dialog).getByText('Receipt not found')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Print' })).toBeDisabled();

    server.use(...receiptsAvailable());
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect((await within(dialog).findByTitle(receiptButton)).getAttribute('srcdoc')).toContain('Receipt 3');
  });

  it('fills the screen on a phone and closes with Escape', async () => {
    const restoreWidth = setWindowWidth(390);
    try {
      const user = userEvent.setup();
      openBillingPage([credits], ...receiptsAvailable());
      await screen.findByRole('list', { name: 'Charges' });
      await user.click(screen.getByRole('button', { name: receiptButton }));
      const dialog = await screen.findByRole('dialog', { name: 'Receipt' });
      expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
      await within(dialog).findByTitle(receiptButton);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    } finally {
      restoreWidth();
    }
  });
});

describe('receipt numbers as ids (our server: R- and 10 random characters)', () => {
  it('opens the receipt by its number and saves the PDF under it', async () => {
    const user = userEvent.setup();
    const clicks = recordLinkClicks();
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
    const numbered = buildBillingItem({ id: 'R-7K3M9QX2PA', created_at: '2026-11-20T15:30:00.000Z', description: 'Credits: 1000 credits', receipt_id: 'R-7K3M9QX2PA' });
    openBillingPage([numbered], ...receiptsAvailable());
    await chargesTable();

    await user.click(screen.getByRole('button', { name: receiptButton }));
    const dialog = await screen.findByRole('dialog', { name: 'Receipt' });
    expect((await within(dialog).findByTitle(receiptButton)).getAttribute('srcdoc')).toContain('<h1>Receipt R-7K3M9QX2PA</h1>');
    await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0].download).toBe('receipt-R-7K3M9QX2PA.pdf');
    expect(asked).toContain('/api/billing/receipts/R-7K3M9QX2PA');
    server.events.removeAllListeners();
  });
});
