import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { setReconnectWait } from '../../../src/api/live/reconnectDelay';
import type { CallLogItem, Chat, LiveEventPayloads } from '../../../src/contract/api';
import { expectLandedOn, renderApp, signedInSession } from '../../app/renderApp';
import { buildCallLogItem, buildChat, buildChatMessage, buildPhone, buildVoicemail } from '../../factories';
import { setWindowWidth } from '../../components/layout/windowWidth';
import { installFakeEventSource, type FakeEventSources } from '../../mocks/fakeEventSource';
import { recordRequests, type RecordedRequest } from '../../mocks/requestRecorder';
import { blockedNumbers, callHistory, chatHistory, liveEvents, logoutSucceeds, noLiveEvents, unauthorized } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { dashboardServer } from '../dashboardServer';

const OWN = '8575550100';

let sources: FakeEventSources;
beforeEach(() => {
  sources = installFakeEventSource();
});
afterEach(() => setReconnectWait());

/** A few macrotasks: whatever the stream would do next has happened. */
async function settle() {
  for (let round = 0; round < 5; round++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

interface Visit {
  calls?: CallLogItem[];
  chats?: Chat[];
  handlers?: HttpHandler[];
}

/** A customer on a dashboard page, its stream connected (and `ready`) unless the ticket route says otherwise. */
async function openDashboard(path: string, { calls = [], chats = [], handlers = liveEvents() }: Visit = {}) {
  server.use(...dashboardServer({ phones: [buildPhone({ phone_number: OWN })] }));
  server.use(...callHistory(calls), ...chatHistory(chats), ...blockedNumbers([]), ...logoutSucceeds(), ...handlers);
  const rendered = renderApp(path, { session: signedInSession() });
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

async function connected(count = 1) {
  await waitFor(() => expect(sources.all).toHaveLength(count));
  const source = sources.latest();
  act(() => source.emit('ready'));
  return source;
}

function message(overrides: Partial<LiveEventPayloads['message']> & { text?: string; direction?: 'inbound' | 'outbound'; message_id?: string | number } = {}) {
  const { text = 'Running late', direction = 'inbound', message_id, ...rest } = overrides;
  return {
    chat_id: 'c1',
    third_party_number: '6175550123',
    is_blocked: false,
    message: buildChatMessage({ text, direction, timestamp: '2026-11-20T10:10:00.000Z', ...(message_id === undefined ? {} : { message_id }) }),
    ...rest,
  };
}

const sent = (requests: RecordedRequest[]) => requests.map((request) => `${request.method} ${request.path}`);
const chatsLink = () => within(screen.getByRole('navigation', { name: 'Dashboard' })).getByRole('link', { name: /^Chats/ });
const conversations = () => screen.findByRole('list', { name: 'Conversations' });

describe('live activity: calls', () => {
  it('a call event appears on the calls page without a refetch, and a repeated one is ignored', async () => {
    await openDashboard('/dashboard/calls', { calls: [buildCallLogItem({ id: 1, call_from: '6175550101', call_to: OWN })] });
    const source = await connected();
    expect(source.ticket).toBe('ticket-1');
    await screen.findByText('(617) 555-0101');
    const recorder = recordRequests();

    const call = buildCallLogItem({ id: 2, call_from: '6175550177', call_to: OWN, call_date: '2026-11-20 10:00:00' });
    act(() => source.emit('call', call));
    act(() => source.emit('call', call));

    expect(await screen.findByText('(617) 555-0177')).toBeInTheDocument();
    expect(screen.getAllByText('(617) 555-0177')).toHaveLength(1);
    expect(screen.getByText('(617) 555-0101')).toBeInTheDocument();
    expect(recorder.count()).toBe(0);
  });

  it('malformed events are ignored, and the stream goes on', async () => {
    await openDashboard('/dashboard/calls', { calls: [buildCallLogItem({ id: 1, call_from: '6175550101', call_to: OWN })] });
    const source = await connected();
    await screen.findByText('(617) 555-0101');

    act(() => {
      source.emit('call', 'not json {');
      source.emit('call', { id: 3, call_from: '6175550188' });
      source.emit('call', null);
      source.emit('message', { chat_id: 'c1', message: { text: 'no id' } });
      source.emit('surprise', { anything: true });
    });
    act(() => source.emit('call', buildCallLogItem({ id: 4, call_from: '6175550199', call_to: OWN })));

    expect(await screen.findByText('(617) 555-0199')).toBeInTheDocument();
    expect(screen.queryByText('(617) 555-0188')).not.toBeInTheDocument();
    expect(source.closed).toBe(false);
    expect(chatsLink()).toHaveAccessibleName('Chats');
  });

  it("a voicemail event links the row of the call it followed to it, without a refetch", async () => {
    const missed = buildCallLogItem({ id: 5, call_from: '6175550111', call_to: OWN, hangup_cause: 'NO_ANSWER', duration: 0 });
    const other = buildCallLogItem({ id: 6, call_from: '6175550122', call_to: OWN });
    await openDashboard('/dashboard/calls', { calls: [missed, other] });
    const source = await connected();
    await screen.findByText('(617) 555-0111');
    expect(screen.queryByRole('link', { name: /^Voicemail from/ })).not.toBeInTheDocument();
    const recorder = recordRequests();

    act(() => source.emit('voicemail', { voicemail: buildVoicemail({ id: 601, from_number: '6175550111', call_id: 5 }), unheard_count: 1 }));

    expect(await screen.findByRole('link', { name: 'Voicemail from (617) 555-0111' })).toHaveAttribute('href', '/dashboard/voicemail?voicemail=601');
    expect(screen.queryByRole('link', { name: 'Voicemail from (617) 555-0122' })).not.toBeInTheDocument();
    expect(recorder.count()).toBe(0);
  });
});

describe('live activity: messages and the Chats badge', () => {
  it('a message event appends to the open conversation and moves its chat to the top, without a refetch', async () => {
    const user = userEvent.setup();
    const chats = [
      buildChat({ chat_id: 'c1', third_party_number: '6175550123', messages: [buildChatMessage({ message_id: 'm1', text: 'Lunch?', timestamp: '2026-11-20T10:00:00.000Z' })] }),
      buildChat({ chat_id: 'c2', third_party_number: '6175550124', messages: [buildChatMessage({ message_id: 'm2', text: 'Call me', timestamp: '2026-11-20T10:05:00.000Z' })] }),
    ];
    await openDashboard('/dashboard/chats', { chats });
    const source = await connected();
    // Shown in reverse of the server's order: c2 first.
    const list = await conversations();
    expect(within(list).getAllByRole('button')[0]).toHaveTextContent('(617) 555-0124');
    await user.click(within(list).getByRole('button', { name: /\(617\) 555-0123/ }));
    const conversation = await screen.findByRole('region', { name: 'Conversation with (617) 555-0123' });
    const recorder = recordRequests();

    act(() => source.emit('message', message({ message_id: 'm3', text: 'Running late' })));

    expect(await within(conversation).findByText('Running late')).toBeInTheDocument();
    expect(within(conversation).getByText('Lunch?')).toBeInTheDocument();
    expect(within(await conversations()).getAllByRole('button')[0]).toHaveTextContent('(617) 555-0123');
    // Seen at once: nothing unread.
    expect(chatsLink()).toHaveAccessibleName('Chats');
    expect(recorder.count()).toBe(0);
  });

  it('a message from a new number adds its chat to the list', async () => {
    await openDashboard('/dashboard/chats', { chats: [buildChat({ chat_id: 'c1', third_party_number: '6175550123' })] });
    const source = await connected();
    await conversations();

    act(() => source.emit('message', message({ chat_id: 'c9', third_party_number: '6175550999', text: 'New here' })));

    const first = await waitFor(() => {
      const [top] = within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('button');
      expect(top).toHaveTextContent('(617) 555-0999');
      return top;
    });
    expect(first).toHaveTextContent('New here');
  });

  it("a message brings the carrier's name and spam label of its number to the chat list", async () => {
    await openDashboard('/dashboard/chats', { chats: [buildChat({ chat_id: 'c1', third_party_number: '6175550123' })] });
    const source = await connected();
    await conversations();

    act(() => source.emit('message', message({ chat_id: 'c1', third_party_number: '6175550123', caller_name: 'Acme Dental', spam_likely: false, text: 'Your visit' })));
    act(() => source.emit('message', message({ chat_id: 'c8', third_party_number: '6465550172', caller_name: null, spam_likely: true, text: 'You won' })));

    await waitFor(() => {
      const [spam, named] = within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('button');
      expect(named).toHaveTextContent('Acme Dental');
      expect(spam).toHaveTextContent('Likely spam');
    });
  });

  it('inbound messages elsewhere raise the Chats badge once each; opening Chats clears it', async () => {
    const user = userEvent.setup();
    await openDashboard('/dashboard/calls');
    const source = await connected();

    act(() => {
      source.emit('message', message({ message_id: 'm10' }));
      source.emit('message', message({ message_id: 'm10' }));
      source.emit('message', message({ message_id: 'm11', chat_id: 'c2', third_party_number: '6175550124' }));
      // The customer's own message, sent from the phone app, is not unread.
      source.emit('message', message({ message_id: 'm12', direction: 'outbound' }));
    });

    await waitFor(() => expect(chatsLink()).toHaveAccessibleName('Chats 2 unread'));
    await user.click(chatsLink());
    await screen.findByRole('heading', { level: 1, name: 'Chats' });
    expect(chatsLink()).toHaveAccessibleName('Chats');

    // Back on another page, the next one counts again.
    await user.click(within(screen.getByRole('navigation', { name: 'Dashboard' })).getByRole('link', { name: 'Call history' }));
    await screen.findByRole('heading', { level: 1, name: 'Call history' });
    act(() => source.emit('message', message({ message_id: 'm13' })));
    await waitFor(() => expect(chatsLink()).toHaveAccessibleName('Chats 1 unread'));
    expect(sources.all).toHaveLength(1);
  });
});

describe('live activity: the count on a narrow screen', () => {
  // 600 to 900 px; below 600 px the tab bar carries the count (test/features/dashboard/PhoneTabBar.test.tsx).
  it('the Menu button that hides the panel says how many messages wait, until Chats is opened', async () => {
    const user = userEvent.setup();
    const restoreWidth = setWindowWidth(700);
    try {
      await openDashboard('/dashboard/calls');
      const source = await connected();
      expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();

      act(() => {
        source.emit('message', message({ message_id: 'm20' }));
        source.emit('message', message({ message_id: 'm21' }));
      });
      const menu = await screen.findByRole('button', { name: 'Menu 2 unread' });

      await user.click(menu);
      await user.click(await screen.findByRole('link', { name: 'Chats 2 unread' }));
      await screen.findByRole('heading', { level: 1, name: 'Chats' });
      await waitFor(() => expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument());
    } finally {
      restoreWidth();
    }
  });
});

describe('live activity: the connection', () => {
  it('the first ready refetches nothing', async () => {
    await openDashboard('/dashboard/calls', { calls: [buildCallLogItem({ id: 1, call_from: '6175550101', call_to: OWN })] });
    await screen.findByText('(617) 555-0101');
    await waitFor(() => expect(sources.all).toHaveLength(1));
    const recorder = recordRequests();

    act(() => sources.latest().emit('ready'));
    await settle();

    expect(recorder.count()).toBe(0);
  });

  it.each([
    ['/dashboard/calls', 'GET /webcalllog'],
    ['/dashboard/chats', 'GET /webgetallchatmessages'],
  ])('on %s, after an error: a new ticket after the backoff, and its ready refetches %s', async (page, refetch) => {
    const waits: number[] = [];
    let endWait: () => void = () => undefined;
    setReconnectWait((ms) => {
      waits.push(ms);
      return new Promise((resolve) => {
        endWait = resolve;
      });
    });
    await openDashboard(page, { calls: [buildCallLogItem()], chats: [buildChat()] });
    const first = await connected();
    const recorder = recordRequests();

    act(() => first.error());

    expect(first.closed).toBe(true);
    await waitFor(() => expect(waits).toHaveLength(1));
    expect(waits[0]).toBeGreaterThanOrEqual(500);
    expect(waits[0]).toBeLessThanOrEqual(1000);
    expect(recorder.count()).toBe(0);

    act(() => endWait());
    const second = await connected(2);

    expect(second.ticket).toBe('ticket-2');
    // The page's list, and the voicemail inbox the navigation counts: both may have missed arrivals.
    await waitFor(async () => expect(sent(await recorder.requests()).sort()).toEqual([refetch, 'GET /voicemails', 'POST /events/ticket'].sort()));
  });

  it('failing again, waits longer each time up to 30 s, and starts over after a ready', async () => {
    const waits: number[] = [];
    const ends: (() => void)[] = [];
    setReconnectWait((ms) => {
      waits.push(ms);
      return new Promise((resolve) => ends.push(resolve));
    });
    await openDashboard('/dashboard/calls');
    await connected();

    for (let attempt = 1; attempt <= 7; attempt++) {
      act(() => sources.latest().error());
      await waitFor(() => expect(waits).toHaveLength(attempt));
      act(() => ends[attempt - 1]());
      await waitFor(() => expect(sources.all).toHaveLength(attempt + 1));
    }
    const steps = [1000, 2000, 4000, 8000, 16000, 30000, 30000];
    waits.forEach((ms, index) => {
      expect(ms).toBeGreaterThanOrEqual(steps[index] / 2);
      expect(ms).toBeLessThanOrEqual(steps[index]);
    });

    act(() => sources.latest().emit('ready'));
    act(() => sources.latest().error());
    await waitFor(() => expect(waits).toHaveLength(8));
    expect(waits[7]).toBeLessThanOrEqual(1000);
  });

  it('signed-out: the session ends, the stream closes and the customer is on /login', async () => {
    const { store, router } = await openDashboard('/dashboard/calls');
    const source = await connected();
    const recorder = recordRequests();

    act(() => source.emit('signed-out'));

    await expectLandedOn(router, 'Log in', '/login');
    expect(store.getState().session.token).toBeNull();
    // The server ended the session already: a logout call would only be refused with a 401.
    expect((await recorder.requests()).filter((request) => request.path.includes('logout'))).toEqual([]);
    recorder.stop();
    expect(source.closed).toBe(true);
    expect(sources.all).toHaveLength(1);
  });

  it('LOG OUT closes the stream', async () => {
    const user = userEvent.setup();
    const { router } = await openDashboard('/dashboard/calls');
    const source = await connected();

    await user.click(await screen.findByRole('button', { name: 'LOG OUT' }));

    await expectLandedOn(router, 'Log in', '/login');
    expect(source.closed).toBe(true);
    expect(sources.all).toHaveLength(1);
  });

  it('opens one stream in StrictMode too (effects run twice, as in main.tsx)', async () => {
    server.use(...dashboardServer({ phones: [buildPhone({ phone_number: OWN })] }), ...callHistory([]), ...liveEvents());
    renderApp('/dashboard/calls', { session: signedInSession(), strictMode: true });
    await screen.findByRole('heading', { level: 1, name: 'Call history' });
    await connected();
    await settle();

    expect(sources.all).toHaveLength(1);
    expect(sources.latest().closed).toBe(false);
  });

  it('leaving the dashboard closes the stream', async () => {
    const { unmount } = await openDashboard('/dashboard/calls');
    const source = await connected();

    unmount();

    await waitFor(() => expect(source.closed).toBe(true));
  });

  it('a backend without live activity (ticket 404): no stream, no retry, no toast, the page as usual', async () => {
    // A retry, were there one, would follow at once.
    setReconnectWait(() => Promise.resolve());
    const recorder = recordRequests();
    const { store } = await openDashboard('/dashboard/calls', {
      calls: [buildCallLogItem({ id: 1, call_from: '6175550101', call_to: OWN })],
      handlers: noLiveEvents(),
    });

    expect(await screen.findByText('(617) 555-0101')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().api.queries['liveActivity(undefined)']?.data).toEqual({ connection: 'unavailable' }));
    await settle();
    expect(sources.all).toHaveLength(0);
    expect(sent(await recorder.requests()).filter((request) => request.includes('/events'))).toEqual(['POST /events/ticket']);
    expect(store.getState().notifications).toMatchObject({ toasts: [], alert: null, notice: null });
  });

  it('a 401 from the ticket route ends the session like any 401', async () => {
    const { router } = await openDashboard('/dashboard/calls', { handlers: unauthorized('/events/ticket') });

    await expectLandedOn(router, 'Log in', '/login');
    expect(sources.all).toHaveLength(0);
  });

  it('keeps the ticket out of the store', async () => {
    const { store } = await openDashboard('/dashboard/calls');
    const source = await connected();

    expect(source.ticket).toBe('ticket-1');
    expect(JSON.stringify(store.getState())).not.toContain('ticket-1');
  });
});
