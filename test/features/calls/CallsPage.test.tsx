import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signedInSession } from '../../app/renderApp';
import { buildCallLogItem, buildPhone } from '../../factories';
import { answersFailure, callHistory } from '../../mocks/scenarios';
import { recordRequests } from '../../mocks/requestRecorder';
import { server } from '../../mocks/server';
import { dashboardServer, fakeToday } from '../dashboardServer';
import { callLogThatChanges } from './callsServer';

const OWN = '8575550100';

function openCallsPage() {
  server.use(...dashboardServer({ phones: [buildPhone({ phone_number: OWN })] }));
  return renderApp('/dashboard/calls', { session: signedInSession() });
}

async function callList() {
  return screen.findByRole('list', { name: 'Calls' });
}

/** The row of the call with `party` (as shown), found by its menu button. */
function rowOf(party: string): HTMLElement {
  const button = screen.getByRole('button', { name: `Actions for the call with ${party}` });
  return button.closest('[role="listitem"]') as HTMLElement;
}

afterEach(() => jest.useRealTimers());

describe('Call history page', () => {
  it('groups calls by day, newest first, each with the other party, duration or cause, time and icon', async () => {
    server.use(
      ...callHistory([
        buildCallLogItem({ id: 1, call_from: '6175550101', call_to: OWN, duration: 45, call_date: '2024-05-01 09:05:00' }),
        buildCallLogItem({ id: 2, call_from: OWN, call_to: '6175550102', duration: 125, call_date: '2024-05-02 14:30:00' }),
        buildCallLogItem({ id: 3, call_from: '6175550103', call_to: OWN, hangup_cause: 'NO_ANSWER', duration: 0, call_date: '2024-05-02 08:00:00' }),
      ]),
    );
    openCallsPage();

    const list = await callList();
    const rows = within(list).getAllByRole('listitem').map((row) => row.textContent);
    // Times are shown on the customer's clock (here the test machine's).
    const hhmm = (utc: number) => new Date(utc).toTimeString().slice(0, 5);
    expect(rows).toEqual([
      '02 May 2024',
      `Outgoing call(617) 555-01022 min${hhmm(Date.UTC(2024, 4, 2, 14, 30))}`,
      `Missed call(617) 555-0103No answer${hhmm(Date.UTC(2024, 4, 2, 8, 0))}`,
      '01 May 2024',
      `Incoming call(617) 555-010145 s${hhmm(Date.UTC(2024, 4, 1, 9, 5))}`,
    ]);
    expect(within(rowOf('(617) 555-0102')).getByRole('img', { name: 'Outgoing call' })).toBeInTheDocument();
    expect(within(rowOf('(617) 555-0103')).getByRole('img', { name: 'Missed call' })).toBeInTheDocument();
    expect(within(rowOf('(617) 555-0101')).getByRole('img', { name: 'Incoming call' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['02 May 2024', '01 May 2024']);
  });

  it("heads today's and yesterday's calls 'Today · DD MMM YYYY' and 'Yesterday · DD MMM YYYY', older days by their date", async () => {
    fakeToday('2024-05-03T12:00:00');
    server.use(
      ...callHistory([
        buildCallLogItem({ id: 1, call_from: '6175550101', call_to: OWN, call_date: '2024-05-01 12:00:00' }),
        buildCallLogItem({ id: 2, call_from: '6175550102', call_to: OWN, call_date: '2024-05-02 12:00:00' }),
        buildCallLogItem({ id: 3, call_from: '6175550103', call_to: OWN, call_date: '2024-05-03 12:00:00' }),
      ]),
    );
    openCallsPage();

    await callList();
    // Noon UTC is the same day on the test machine's clock, whatever its zone.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Today · 03 May 2024', 'Yesterday · 02 May 2024', '01 May 2024']);
  });

  it('Delete call history asks first, naming the call; Cancel (focused first) keeps it and sends nothing', async () => {
    const user = userEvent.setup();
    server.use(...callHistory([buildCallLogItem({ id: 15, call_from: '5085550123', call_to: OWN, call_date: '2024-05-02 14:30:00' })]));
    openCallsPage();
    await callList();
    const requests = recordRequests();

    await user.click(screen.getByRole('button', { name: 'Actions for the call with (508) 555-0123' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete call history' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this call from your history?' });
    const when = `02 May 2024, ${new Date(Date.UTC(2024, 4, 2, 14, 30)).toTimeString().slice(0, 5)}`;
    expect(dialog).toHaveAccessibleDescription(
      `The call with (508) 555-0123 on ${when} is removed from this list on every device. It cannot be brought back.`,
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Actions for the call with (508) 555-0123' })).toBeInTheDocument();
    expect(screen.queryByText('Number has been deleted')).not.toBeInTheDocument();
    expect(requests.count()).toBe(0);
  });

  it('Delete call history, confirmed, hides the call: toasted, the list is asked for again and the call is gone', async () => {
    const user = userEvent.setup();
    server.use(
      ...callLogThatChanges([
        buildCallLogItem({ id: 11, call_from: '6175550111', call_to: OWN }),
        buildCallLogItem({ id: 12, call_from: '6175550112', call_to: OWN }),
      ]),
    );
    openCallsPage();
    await callList();
    const requests = recordRequests();

    await user.click(screen.getByRole('button', { name: 'Actions for the call with (617) 555-0111' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete call history' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this call from your history?' })).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Number has been deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Actions for the call with (617) 555-0111' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Actions for the call with (617) 555-0112' })).toBeInTheDocument();
    const sent = await requests.requests();
    expect(sent.find((request) => request.path === '/webhidecalls')?.body).toEqual({ id: 11 });
    expect(sent.filter((request) => request.method === 'GET' && request.path === '/webcalllog')).toHaveLength(1);
  });

  it('Block contact asks first; Cancel sends nothing', async () => {
    const user = userEvent.setup();
    server.use(...callHistory([buildCallLogItem({ call_from: OWN, call_to: '6175550122' })]));
    openCallsPage();
    await callList();
    const requests = recordRequests();

    await user.click(screen.getByRole('button', { name: 'Actions for the call with (617) 555-0122' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Block contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block (617) 555-0122?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.count()).toBe(0);
  });

  it('Block contact, confirmed, blocks the other party: toasted, marked Blocked, then disabled for that contact', async () => {
    const user = userEvent.setup();
    server.use(...callLogThatChanges([buildCallLogItem({ id: 21, call_from: OWN, call_to: '6175550121' })]));
    openCallsPage();
    await callList();
    const requests = recordRequests();

    await user.click(screen.getByRole('button', { name: 'Actions for the call with (617) 555-0121' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Block contact' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Block (617) 555-0121?' })).getByRole('button', { name: 'Block' }));

    expect(await screen.findByText('Contact has been blocked')).toBeInTheDocument();
    // In the row (the filters' Blocked chip says it too).
    expect(await within(await callList()).findByText('Blocked')).toBeInTheDocument();
    const sent = await requests.requests();
    expect(sent.find((request) => request.path === '/websaveblocknumber')?.body).toEqual([{ phone_number: '6175550121' }]);
    await waitFor(async () => {
      await user.click(screen.getByRole('button', { name: 'Actions for the call with (617) 555-0121' }));
      expect(screen.getByRole('menuitem', { name: 'Block contact' })).toHaveAttribute('aria-disabled', 'true');
      await user.keyboard('{Escape}');
    });
  });

  it('Block contact is disabled for a call already blocked; the menu works from the keyboard', async () => {
    const user = userEvent.setup();
    server.use(...callHistory([buildCallLogItem({ call_from: '6175550131', call_to: OWN, is_blocked: true })]));
    openCallsPage();
    await callList();
    const recorder = recordRequests();

    act(() => screen.getByRole('button', { name: 'Actions for the call with (617) 555-0131' }).focus());
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Block contact' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'Delete call history' })).not.toHaveAttribute('aria-disabled');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(recorder.count()).toBe(0);
  });

  it('a failed hide shows the failure and keeps the call', async () => {
    const user = userEvent.setup();
    server.use(...callHistory([buildCallLogItem({ call_from: '6175550141', call_to: OWN })]));
    server.use(...answersFailure('/webhidecalls', 'Call not found'));
    openCallsPage();
    await callList();

    await user.click(screen.getByRole('button', { name: 'Actions for the call with (617) 555-0141' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete call history' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this call from your history?' })).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Call not found')).toBeInTheDocument();
    expect(screen.queryByText('Number has been deleted')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Actions for the call with (617) 555-0141' })).toBeInTheDocument();
  });

  it('with no calls, says so and offers DOWNLOAD APP', async () => {
    server.use(...callHistory([]));
    openCallsPage();

    expect(await screen.findByText('No calls yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'DOWNLOAD APP' })).toHaveAttribute('href', 'https://apps.apple.com/');
    expect(screen.queryByRole('list', { name: 'Calls' })).not.toBeInTheDocument();
  });

  it('a history that cannot be loaded shows the failure and loads again on Try again', async () => {
    const user = userEvent.setup();
    server.use(...answersFailure('/webcalllog', 'Internal Server Error', 500));
    openCallsPage();

    expect(await screen.findByText('Your calls could not be loaded')).toBeInTheDocument();
    server.use(...callHistory([buildCallLogItem({ call_from: '6175550151', call_to: OWN })]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Actions for the call with (617) 555-0151' })).toBeInTheDocument();
  });

  it('10,000 calls mount fewer than 60 rows, and the list knows its full length', async () => {
    const start = Date.UTC(2024, 4, 2, 12);
    const calls = Array.from({ length: 10_000 }, (_, index) =>
      buildCallLogItem({
        id: index + 1,
        call_from: '6175550160',
        call_to: OWN,
        call_date: new Date(start - index * 20 * 60_000).toISOString().slice(0, 19).replace('T', ' '),
      }),
    );
    server.use(...callHistory(calls));
    openCallsPage();

    const list = await callList();
    const mounted = within(list).getAllByRole('listitem');
    expect(mounted.length).toBeGreaterThan(5);
    expect(mounted.length).toBeLessThan(60);
    // 10,000 calls over 139 days: a heading row per day.
    const total = Number(mounted[0].getAttribute('aria-setsize'));
    expect(total).toBeGreaterThan(10_000);
    expect(mounted[0]).toHaveAttribute('aria-posinset', '1');
  });
});
