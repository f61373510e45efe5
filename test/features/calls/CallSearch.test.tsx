import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signedInSession } from '../../app/renderApp';
import { buildCallLogItem, buildPhone } from '../../factories';
import { callHistory, chatHistory } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { dashboardServer } from '../dashboardServer';

const OWN = '8575550100';
// Noon UTC: the same day on the test machine's clock, whatever its zone.
const calls = [
  buildCallLogItem({ id: 1, call_from: '6175550101', call_to: OWN, duration: 45, call_date: '2024-05-01 12:00:00' }),
  buildCallLogItem({ id: 2, call_from: OWN, call_to: '6175550102', duration: 125, call_date: '2024-05-02 12:00:00' }),
  buildCallLogItem({ id: 3, call_from: '2125550103', call_to: OWN, hangup_cause: 'NO_ANSWER', duration: 0, call_date: '2024-05-03 12:00:00' }),
  buildCallLogItem({ id: 4, call_from: '2125550104', call_to: OWN, duration: 30, is_blocked: true, call_date: '2024-05-04 12:00:00' }),
];

function openCallsPage(url = '/dashboard/calls', history = calls) {
  server.use(...dashboardServer({ phones: [buildPhone({ phone_number: OWN })] }), ...callHistory(history));
  return renderApp(url, { session: signedInSession() });
}

/** The other parties of the rows shown, top to bottom. */
async function partiesShown(): Promise<string[]> {
  const list = await screen.findByRole('list', { name: 'Calls' });
  return within(list)
    .queryAllByRole('button', { name: /^Actions for the call with / })
    .map((button) => button.getAttribute('aria-label')!.replace('Actions for the call with ', ''));
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search by number' });
const kindChip = (name: string) => within(screen.getByRole('group', { name: 'Show calls' })).getByRole('button', { name });
const urlQuery = (router: ReturnType<typeof renderApp>['router']) => Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('Call history: the first paint', () => {
  it('is drawn in plain elements by the prebuilt stylesheet: no MUI component and no emotion class in the history', async () => {
    openCallsPage();
    await screen.findByRole('list', { name: 'Calls' });
    const page = screen.getByRole('heading', { level: 1, name: 'Call history' }).parentElement as HTMLElement;
    expect(within(page).getByRole('searchbox', { name: 'Search by number' })).toBeInTheDocument();
    expect(within(page).getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    const drawnByMui = [...page.querySelectorAll('*')].filter((element) => /(^|\s)(Mui|css-)/.test(element.getAttribute('class') ?? ''));
    expect(drawnByMui.map((element) => element.getAttribute('class'))).toEqual([]);
  });

  it('mounts top down in separate commits (search, then chips and dates, then the count, then the list), so nothing moves', async () => {
    // The commit in which each part first appears (each MutationObserver batch follows one commit).
    const firstSeen: Record<string, number> = {};
    let batch = 0;
    const parts: [string, () => Element | null][] = [
      ['search', () => screen.queryByRole('searchbox', { name: 'Search by number' })],
      ['chips', () => screen.queryByRole('group', { name: 'Show calls' })],
      ['count', () => screen.queryByText(/^4 calls$/)],
      ['list', () => screen.queryByRole('list', { name: 'Calls' })],
    ];
    const observer = new MutationObserver(() => {
      batch += 1;
      for (const [name, find] of parts) if (firstSeen[name] === undefined && find()) firstSeen[name] = batch;
    });
    observer.observe(document.body, { childList: true, subtree: true });
    try {
      openCallsPage();
      await screen.findByRole('list', { name: 'Calls' });
    } finally {
      observer.disconnect();
    }
    expect(firstSeen.search).toBeLessThan(firstSeen.chips);
    expect(firstSeen.chips).toBeLessThan(firstSeen.count);
    expect(firstSeen.count).toBeLessThan(firstSeen.list);
  });
});

describe('Call history search and filters', () => {
  it('a link with filters opens the history filtered: the query, the kind and the dates are applied and shown', async () => {
    openCallsPage('/dashboard/calls?q=%2B1%20(212)%20555&kind=missed&from=2024-05-03&to=2024-05-03');

    await waitFor(async () => expect(await partiesShown()).toEqual(['(212) 555-0103']));
    expect(searchBox()).toHaveValue('+1 (212) 555');
    expect(kindChip('Missed')).toHaveAttribute('aria-pressed', 'true');
    expect(kindChip('All')).toHaveAttribute('aria-pressed', 'false');
    // The fields show the list's date style, whatever the URL holds.
    expect(screen.getByLabelText('From')).toHaveValue('03 May 2024');
    expect(screen.getByLabelText('To')).toHaveValue('03 May 2024');
    expect(screen.getByRole('status')).toHaveTextContent('1 call of 4');
  });

  it('values that are not valid are ignored: the whole history shows', async () => {
    openCallsPage('/dashboard/calls?kind=everything&from=2024-13-01&to=soon');

    await waitFor(async () => expect(await partiesShown()).toHaveLength(4));
    expect(kindChip('All')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('4 calls');
  });

  it('changing the filters updates the URL, and each filter narrows the list (AND)', async () => {
    const user = userEvent.setup();
    const { router } = openCallsPage();
    await waitFor(async () => expect(await partiesShown()).toHaveLength(4));

    await user.type(searchBox(), '(212) 555');
    await waitFor(async () => expect(await partiesShown()).toEqual(['(212) 555-0104', '(212) 555-0103']));
    expect(urlQuery(router)).toEqual({ q: '(212) 555' });

    await user.click(kindChip('Blocked'));
    await waitFor(async () => expect(await partiesShown()).toEqual(['(212) 555-0104']));
    expect(urlQuery(router)).toEqual({ q: '(212) 555', kind: 'blocked' });

    await user.click(kindChip('All'));
    await user.clear(searchBox());
    await user.type(screen.getByLabelText('From'), '2 May 2024');
    await user.type(screen.getByLabelText('To'), '3 may 2024');
    await waitFor(async () => expect(await partiesShown()).toEqual(['(212) 555-0103', '(617) 555-0102']));
    expect(urlQuery(router)).toEqual({ from: '2024-05-02', to: '2024-05-03' });
    expect(screen.getByRole('status')).toHaveTextContent('2 calls of 4');
    // Leaving a field writes the day as the list does.
    await user.tab();
    expect(screen.getByLabelText('To')).toHaveValue('03 May 2024');
  });

  it('the date fields read DD MMM YYYY: an unreadable day keeps what was typed, says how to write it and filters nothing', async () => {
    const user = userEvent.setup();
    const { router } = openCallsPage();
    await waitFor(async () => expect(await partiesShown()).toHaveLength(4));

    const from = screen.getByLabelText('From');
    expect(from).toHaveAttribute('placeholder', 'DD MMM YYYY');
    await user.type(from, '05/02/2024');
    await user.tab();
    expect(from).toHaveValue('05/02/2024');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Type a day such as 28 Nov 2026.');
    expect(await partiesShown()).toHaveLength(4);
    expect(urlQuery(router)).toEqual({});

    await user.clear(from);
    await user.type(from, '02 May 2024');
    await waitFor(async () => expect(await partiesShown()).toHaveLength(3));
    expect(from).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a From after To is refused with a message naming the last day allowed; Up and Down step a day', async () => {
    const user = userEvent.setup();
    const { router } = openCallsPage('/dashboard/calls?to=2024-05-02');
    await waitFor(async () => expect(await partiesShown()).toHaveLength(2));

    const from = screen.getByLabelText('From');
    await user.type(from, '3 May 2024');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a day on or before 02 May 2024.');
    expect(urlQuery(router)).toEqual({ to: '2024-05-02' });

    await user.click(from);
    await user.keyboard('{ArrowDown}');
    expect(from).toHaveValue('02 May 2024');
    await waitFor(() => expect(urlQuery(router)).toEqual({ from: '2024-05-02', to: '2024-05-02' }));
    await user.keyboard('{ArrowDown}');
    expect(from).toHaveValue('01 May 2024');
    await waitFor(async () => expect(await partiesShown()).toHaveLength(2));
    expect(urlQuery(router)).toEqual({ from: '2024-05-01', to: '2024-05-02' });
  });

  it('leaving the page and coming back with the back button keeps the filters', async () => {
    const user = userEvent.setup();
    const { router } = openCallsPage();
    await waitFor(async () => expect(await partiesShown()).toHaveLength(4));
    await user.type(searchBox(), '0101');
    await user.click(kindChip('Incoming'));
    await waitFor(() => expect(urlQuery(router)).toEqual({ q: '0101', kind: 'incoming' }));

    server.use(...chatHistory([]));
    await act(() => router.navigate('/dashboard/chats'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Chats' })).toBeInTheDocument();
    act(() => router.history!.go(-1));

    await waitFor(async () => expect(await partiesShown()).toEqual(['(617) 555-0101']));
    expect(searchBox()).toHaveValue('0101');
    expect(kindChip('Incoming')).toHaveAttribute('aria-pressed', 'true');
  });

  it('a link to other filters, followed while the history is open, shows them in the search box too', async () => {
    const user = userEvent.setup();
    const { router } = openCallsPage();
    await waitFor(async () => expect(await partiesShown()).toHaveLength(4));
    await user.type(searchBox(), '212');

    act(() => router.navigate('/dashboard/calls?q=0102'));

    await waitFor(async () => expect(await partiesShown()).toEqual(['(617) 555-0102']));
    expect(searchBox()).toHaveValue('0102');
  });

  it('no match says so, unlike an empty history, and Clear filters brings every call back', async () => {
    const user = userEvent.setup();
    const { router } = openCallsPage('/dashboard/calls?q=999&kind=outgoing');

    expect(await screen.findByRole('heading', { name: 'No calls match' })).toBeInTheDocument();
    expect(screen.queryByText('No calls yet')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Calls' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 calls of 4');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(async () => expect(await partiesShown()).toHaveLength(4));
    expect(searchBox()).toHaveValue('');
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('status')).toHaveTextContent('4 calls');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('an empty history shows No calls yet, with no filters to clear', async () => {
    openCallsPage('/dashboard/calls?q=617', []);

    expect(await screen.findByText('No calls yet')).toBeInTheDocument();
    expect(screen.queryByText('No calls match')).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('Export CSV downloads the filtered calls as a CSV file built in the browser', async () => {
    const user = userEvent.setup();
    const files: Blob[] = [];
    const createObjectURL = jest.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
      files.push(file as Blob);
      return 'blob:calls-export';
    });
    const clicks: { href: string; download: string }[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download });
    });
    const revoke = jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    openCallsPage('/dashboard/calls?q=212');
    await waitFor(async () => expect(await partiesShown()).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(clicks).toEqual([{ href: 'blob:calls-export', download: expect.stringMatching(/^calls-\d{4}-\d{2}-\d{2}\.csv$/) as unknown }]);
    expect(files[0].type).toBe('text/csv;charset=utf-8');
    const lines = (await files[0].text()).split('\r\n');
    expect(lines[0]).toBe('Date and time (ISO 8601),Local date and time,Direction,Kind,Other party,Duration (seconds),Blocked');
    // The local time (the second column, quoted: '"04 May 2024, 12:00"') depends on the machine's zone.
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 1).concat(line.split(',').slice(3)))).toEqual([
      ['2024-05-04T12:00:00Z', 'Incoming', 'Incoming', '(212) 555-0104', '30', 'Yes'],
      ['2024-05-03T12:00:00Z', 'Incoming', 'Missed', '(212) 555-0103', '0', 'No'],
      [''],
    ]);
    await waitFor(() => expect(revoke).toHaveBeenCalledWith('blob:calls-export'));
    createObjectURL.mockRestore();
  });

  it('works from the keyboard: Tab to the search, type, Tab to a kind and press it', async () => {
    const user = userEvent.setup();
    const { router } = openCallsPage();
    await waitFor(async () => expect(await partiesShown()).toHaveLength(4));

    act(() => searchBox().focus());
    await user.keyboard('617');
    await user.tab();
    expect(kindChip('All')).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(kindChip('Outgoing')).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(async () => expect(await partiesShown()).toEqual(['(617) 555-0102']));
    expect(urlQuery(router)).toEqual({ q: '617', kind: 'outgoing' });
    await user.tab({ shift: true });
    await user.keyboard(' ');
    await waitFor(() => expect(kindChip('Incoming')).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(async () => expect(await partiesShown()).toEqual(['(617) 555-0101']));
  });
});
