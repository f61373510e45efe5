import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Chat, LiveEventPayloads } from '../../../src/contract/api';
import { chatsCss } from '../../../src/theme/plainStyles/chatsCss';
import { createAppTheme } from '../../../src/theme/theme';
import { renderApp, signedInSession } from '../../app/renderApp';
import { buildChat, buildChatMessage, buildPhone } from '../../factories';
import { installFakeEventSource, type FakeEventSources } from '../../mocks/fakeEventSource';
import { blockedNumbers, callHistory, chatHistory, liveEvents, logoutSucceeds } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { dashboardServer, fakeToday } from '../dashboardServer';

let sources: FakeEventSources;
beforeEach(() => {
  sources = installFakeEventSource();
});
afterEach(() => jest.useRealTimers());

async function openChats(chats: Chat[]) {
  server.use(...dashboardServer({ phones: [buildPhone({ phone_number: '8575550100' })] }));
  server.use(...callHistory([]), ...chatHistory(chats), ...blockedNumbers([]), ...logoutSucceeds(), ...liveEvents());
  const rendered = renderApp('/dashboard/chats', { session: signedInSession() });
  const list = await screen.findByRole('list', { name: 'Conversations' });
  return { ...rendered, list };
}

async function connected() {
  await waitFor(() => expect(sources.all).toHaveLength(1));
  const source = sources.latest();
  act(() => source.emit('ready'));
  return source;
}

function inbound(chatId: string, number: string, messageId: string, text: string): LiveEventPayloads['message'] {
  return {
    chat_id: chatId,
    third_party_number: number,
    is_blocked: false,
    message: buildChatMessage({ message_id: messageId, text, direction: 'inbound', timestamp: '2026-11-20T10:10:00.000Z' }),
  };
}

/** The page's classes are in the prebuilt sheet that index.html links: put in for what is drawn by them. */
function withChatsSheet() {
  const sheet = document.createElement('style');
  sheet.textContent = chatsCss(createAppTheme());
  document.head.append(sheet);
  return () => sheet.remove();
}

const rowOf = (number: RegExp) => within(screen.getByRole('list', { name: 'Conversations' })).getByRole('button', { name: number });

describe('Chats: unread conversations', () => {
  // Bold is drawn by the sheet.
  let removeSheet: () => void;
  beforeEach(() => {
    removeSheet = withChatsSheet();
  });
  afterEach(() => removeSheet());
  const chats = [
    buildChat({ chat_id: 'c1', third_party_number: '6175550123', messages: [buildChatMessage({ message_id: 'm1', text: 'Lunch?', timestamp: '2026-11-20T10:00:00.000Z' })] }),
    buildChat({ chat_id: 'c2', third_party_number: '6175550124', messages: [buildChatMessage({ message_id: 'm2', text: 'Call me', timestamp: '2026-11-20T10:05:00.000Z' })] }),
  ];

  it('a conversation with a message that arrived live is bold with a dot named unread, until it is opened', async () => {
    const user = userEvent.setup();
    await openChats(chats);
    const source = await connected();
    expect(screen.queryByRole('img', { name: 'unread' })).not.toBeInTheDocument();

    act(() => source.emit('message', inbound('c1', '6175550123', 'm3', 'Running late')));

    await waitFor(() => expect(within(rowOf(/\(617\) 555-0123/)).getByRole('img', { name: 'unread' })).toBeInTheDocument());
    expect(rowOf(/\(617\) 555-0123/)).toHaveAccessibleName(/unread/);
    expect(within(rowOf(/\(617\) 555-0124/)).queryByRole('img', { name: 'unread' })).not.toBeInTheDocument();
    expect(within(rowOf(/\(617\) 555-0123/)).getByText('Running late')).toHaveStyle({ fontWeight: 700 });

    await user.click(rowOf(/\(617\) 555-0123/));
    await screen.findByRole('region', { name: 'Conversation with (617) 555-0123' });
    await waitFor(() => expect(screen.queryByRole('img', { name: 'unread' })).not.toBeInTheDocument());

    // While it is open, what arrives in it is read; another conversation is marked.
    act(() => {
      source.emit('message', inbound('c1', '6175550123', 'm4', 'Still there?'));
      source.emit('message', inbound('c2', '6175550124', 'm5', 'Hello?'));
    });
    await waitFor(() => expect(within(rowOf(/\(617\) 555-0124/)).getByRole('img', { name: 'unread' })).toBeInTheDocument());
    expect(within(rowOf(/\(617\) 555-0123/)).queryByRole('img', { name: 'unread' })).not.toBeInTheDocument();
  });

  it('the marks are kept in the tab’s session storage, so a reload keeps them', async () => {
    await openChats(chats);
    const source = await connected();
    act(() => source.emit('message', inbound('c2', '6175550124', 'm6', 'Ping')));
    await waitFor(() => expect(JSON.parse(window.sessionStorage.getItem('persist:unreadChats') ?? '{}')).toMatchObject({ unreadChatIds: '["c2"]' }));
  });
});

describe('Chats: dates, numbers and the footer', () => {
  it('separates a conversation’s days with Today, Yesterday or the day', async () => {
    fakeToday('2026-11-28T12:00:00');
    const user = userEvent.setup();
    const { list } = await openChats([
      buildChat({
        chat_id: 'c1',
        third_party_number: '6175550123',
        messages: [
          buildChatMessage({ message_id: 'a', text: 'Long ago', timestamp: new Date(2026, 10, 20, 9, 0).toISOString() }),
          buildChatMessage({ message_id: 'b', text: 'Yesterday morning', timestamp: new Date(2026, 10, 27, 8, 0).toISOString() }),
          buildChatMessage({ message_id: 'c', text: 'Yesterday evening', timestamp: new Date(2026, 10, 27, 21, 0).toISOString() }),
          buildChatMessage({ message_id: 'd', text: 'This morning', timestamp: new Date(2026, 10, 28, 7, 5).toISOString() }),
        ],
      }),
    ]);
    expect(within(list).getByRole('button')).toHaveTextContent('28 Nov 2026');
    await user.click(within(list).getByRole('button'));
    const conversation = await screen.findByRole('region', { name: 'Conversation with (617) 555-0123' });

    const rows = within(within(conversation).getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '20 Nov 2026',
      'Long ago09:00',
      'Yesterday',
      'Yesterday morning08:00',
      'Yesterday evening21:00',
      'Today',
      'This morning07:05',
    ]);
    expect(within(conversation).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['20 Nov 2026', 'Yesterday', 'Today']);
  });

  it('keeps numbers and dates whole: never broken across lines', async () => {
    const removeSheet = withChatsSheet();
    try {
      await expectNumbersAndDatesWhole();
    } finally {
      removeSheet();
    }
  });

  async function expectNumbersAndDatesWhole() {
    const user = userEvent.setup();
    const { list } = await openChats([
      buildChat({ third_party_number: '6175550123', messages: [buildChatMessage({ text: 'A rather long preview that will not fit', timestamp: '2026-11-20T10:00:00.000Z' })] }),
    ]);
    expect(within(list).getByText('(617) 555-0123')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(within(list).getByText('20 Nov 2026')).toHaveStyle({ whiteSpace: 'nowrap' });
    await user.click(within(list).getByRole('button'));
    const conversation = await screen.findByRole('region', { name: 'Conversation with (617) 555-0123' });
    const time = conversation.querySelector('.chat-bubble__time');
    expect(time).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(within(conversation).getByRole('heading', { level: 3 })).toHaveStyle({ whiteSpace: 'nowrap' });
  }

  it('under a conversation, says that single messages need the phone app and the whole chat can be deleted here', async () => {
    const user = userEvent.setup();
    const { list } = await openChats([buildChat({ third_party_number: '6175550123' })]);
    await user.click(within(list).getByRole('button'));
    const conversation = await screen.findByRole('region', { name: 'Conversation with (617) 555-0123' });
    expect(
      within(conversation).getByText(
        'Sending messages, calling and deleting single messages need the phone app. To delete the whole chat, use Delete chat in its menu.',
      ),
    ).toBeInTheDocument();
    expect(within(conversation).queryByText('Sending messages, calling and deleting messages need the phone app.')).not.toBeInTheDocument();
  });
});
