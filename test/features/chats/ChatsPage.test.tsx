import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signedInSession } from '../../app/renderApp';
import { setWindowWidth } from '../../components/layout/windowWidth';
import { buildChat, buildChatMessage } from '../../factories';
import { answersFailure, chatHistory } from '../../mocks/scenarios';
import { recordRequests } from '../../mocks/requestRecorder';
import { server } from '../../mocks/server';
import { dashboardServer } from '../dashboardServer';
import { chatsThatChange } from './chatsServer';

const PHONE_APP_NOTE = 'Sending messages, calling and deleting messages need the phone app.';

function openChatsPage() {
  server.use(...dashboardServer());
  return renderApp('/dashboard/chats', { session: signedInSession() });
}

async function openConversation(user: ReturnType<typeof userEvent.setup>, number: string) {
  const conversations = await screen.findByRole('list', { name: 'Conversations' });
  await user.click(within(conversations).getByRole('button', { name: new RegExp(escape(number)) }));
  // The conversation's code is a chunk of its own, loaded while the list shows: it may still be on its way.
  return screen.findByRole('region', { name: `Conversation with ${number}` });
}

function escape(text: string): string {
  return text.replace(/[()]/g, '\\$&');
}

describe('Chats page: the conversation list', () => {
  it('shows each conversation with number, date and latest message, in reverse of the server order', async () => {
    server.use(
      ...chatHistory([
        buildChat({
          third_party_number: '6175550201',
          messages: [
            buildChatMessage({ text: 'Older one', timestamp: '2024-05-01T10:00:00.000Z' }),
            buildChatMessage({ text: 'Newest one', timestamp: '2024-05-03T10:00:00.000Z' }),
            buildChatMessage({ text: 'Middle one', timestamp: '2024-05-02T10:00:00.000Z' }),
          ],
        }),
        buildChat({ third_party_number: '6175550202', messages: [buildChatMessage({ text: 'Only one', timestamp: '2024-04-20T10:00:00.000Z' })] }),
      ]),
    );
    openChatsPage();

    const list = await screen.findByRole('list', { name: 'Conversations' });
    const items = within(list).getAllByRole('button').map((item) => item.textContent);
    expect(items).toEqual(['(617) 555-020220 Apr 2024Only one', '(617) 555-020103 May 2024Newest one']);
    expect(screen.getByText('Select a conversation to read it.')).toBeInTheDocument();
  });

  it('marks the open conversation in the list, and moves the mark when another opens', async () => {
    server.use(
      ...chatHistory([
        buildChat({ third_party_number: '6175550201', messages: [buildChatMessage({ text: 'First', timestamp: '2024-05-01T10:00:00.000Z' })] }),
        buildChat({ third_party_number: '6175550202', messages: [buildChatMessage({ text: 'Second', timestamp: '2024-05-02T10:00:00.000Z' })] }),
      ]),
    );
    const user = userEvent.setup();
    openChatsPage();
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const item = (number: string) => within(list).getByRole('button', { name: new RegExp(escape(number)) });

    // Each item is memoised: only those whose selection changes render again, so both must.
    expect(await openConversation(user, '(617) 555-0201')).toBeInTheDocument();
    expect(item('(617) 555-0201')).toHaveAttribute('aria-current', 'true');
    expect(item('(617) 555-0202')).not.toHaveAttribute('aria-current');

    expect(await openConversation(user, '(617) 555-0202')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Conversation with (617) 555-0201' })).not.toBeInTheDocument();
    expect(item('(617) 555-0202')).toHaveAttribute('aria-current', 'true');
    expect(item('(617) 555-0201')).not.toHaveAttribute('aria-current');
  });

  it('opens the conversation the address names (?chat=, as a notification click brings)', async () => {
    server.use(
      ...chatHistory([
        buildChat({ chat_id: 'c1', third_party_number: '6175550201', messages: [buildChatMessage({ text: 'First', timestamp: '2024-05-01T10:00:00.000Z' })] }),
        buildChat({ chat_id: 'c2', third_party_number: '6175550202', messages: [buildChatMessage({ text: 'Second', timestamp: '2024-05-02T10:00:00.000Z' })] }),
      ]),
      ...dashboardServer(),
    );
    renderApp('/dashboard/chats?chat=c1', { session: signedInSession() });
    expect(await screen.findByRole('region', { name: 'Conversation with (617) 555-0201' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Conversations' });
    expect(within(list).getByRole('button', { name: /555-0201/ })).toHaveAttribute('aria-current', 'true');
  });

  it('with no conversations, says that messages are sent from the phone app', async () => {
    server.use(...chatHistory([]));
    openChatsPage();

    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(screen.getByText(PHONE_APP_NOTE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'DOWNLOAD APP' })).toBeInTheDocument();
  });

  it('conversations that cannot be loaded show the failure and load again on Try again', async () => {
    const user = userEvent.setup();
    server.use(...answersFailure('/webgetallchatmessages', 'Internal Server Error', 500));
    openChatsPage();

    expect(await screen.findByText('Your chats could not be loaded')).toBeInTheDocument();
    server.use(...chatHistory([buildChat({ third_party_number: '6175550203' })]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('(617) 555-0203')).toBeInTheDocument();
  });
});

describe('Chats page: a conversation', () => {
  it('shows bubbles oldest first with their time, and a sent or failed tick on outgoing messages only', async () => {
    const user = userEvent.setup();
    server.use(
      ...chatHistory([
        buildChat({
          third_party_number: '6175550211',
          messages: [
            buildChatMessage({ text: 'Did it arrive?', direction: 'outbound', sent: false, timestamp: '2024-05-02T14:32:00.000Z' }),
            buildChatMessage({ text: 'Hi there', direction: 'inbound', timestamp: '2024-05-02T14:30:00.000Z' }),
            buildChatMessage({ text: 'Hello back', direction: 'outbound', sent: true, timestamp: '2024-05-02T14:31:00.000Z' }),
          ],
        }),
      ]),
    );
    openChatsPage();
    const conversation = await openConversation(user, '(617) 555-0211');

    const bubbles = within(within(conversation).getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(bubbles.map((bubble) => bubble.textContent)).toEqual([
      '02 May 2024',
      `Hi there${new Date('2024-05-02T14:30:00.000Z').toTimeString().slice(0, 5)}`,
      `Hello back${new Date('2024-05-02T14:31:00.000Z').toTimeString().slice(0, 5)}Sent`,
      `Did it arrive?${new Date('2024-05-02T14:32:00.000Z').toTimeString().slice(0, 5)}Failed`,
    ]);
    expect(within(bubbles[1]).queryByRole('img')).not.toBeInTheDocument();
    expect(within(bubbles[2]).getByRole('img', { name: 'Sent' })).toBeInTheDocument();
    expect(within(bubbles[3]).getByRole('img', { name: 'Failed' })).toBeInTheDocument();
  });

  it('shows JPEG images at http(s) addresses only, and a placeholder for one that does not load', async () => {
    const user = userEvent.setup();
    const picture = (text: string, media_type: string | null, media_url: string | null, minute: number) =>
      buildChatMessage({ text, media_type, media_url, timestamp: `2024-05-02T14:${String(minute).padStart(2, '0')}:00.000Z` });
    server.use(
      ...chatHistory([
        buildChat({
          third_party_number: '6175550212',
          messages: [
            picture('https jpeg', 'image/jpeg', 'https://media.example.com/a.jpg', 1),
            picture('http jpeg', 'image/jpeg', 'http://media.example.com/b.jpg', 2),
            picture('png', 'image/png', 'https://media.example.com/c.png', 3),
            picture('script url', 'image/jpeg', 'javascript:alert(1)', 4),
            picture('data url', 'image/jpeg', 'data:image/jpeg;base64,AAAA', 5),
            picture('not a url', 'image/jpeg', 'not a url', 6),
          ],
        }),
      ]),
    );
    openChatsPage();
    const conversation = await openConversation(user, '(617) 555-0212');

    const images = within(conversation).getAllByRole('img', { name: 'Picture in the message' });
    expect(images.map((image) => image.getAttribute('src'))).toEqual(['https://media.example.com/a.jpg', 'http://media.example.com/b.jpg']);
    expect(within(conversation).getByText('script url')).toBeInTheDocument();
    expect(conversation.querySelector('[src^="javascript:"], [href^="javascript:"], [src^="data:"]')).toBeNull();

    fireEvent.error(images[0]);
    expect(within(conversation).getByRole('img', { name: 'Image could not be loaded' })).toBeInTheDocument();
    expect(within(conversation).getAllByRole('img', { name: 'Picture in the message' })).toHaveLength(1);
  });

  it('shows message text that contains HTML as text, harmlessly', async () => {
    const user = userEvent.setup();
    const hostile = '<img src=x onerror="window.pwned=1"><b>bold</b><a href="javascript:alert(1)">click</a>';
    server.use(...chatHistory([buildChat({ third_party_number: '6175550213', messages: [buildChatMessage({ text: hostile })] })]));
    openChatsPage();

    expect(await screen.findByText(hostile)).toBeInTheDocument();
    const conversation = await openConversation(user, '(617) 555-0213');
    expect(within(conversation).getByText(hostile)).toBeInTheDocument();
    expect(document.querySelector('b, a[href^="javascript:"], img[src="x"]')).toBeNull();
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });

  it('Delete chat deletes it: the list is asked for again and the conversation is gone', async () => {
    const user = userEvent.setup();
    const chat = buildChat({ chat_id: 4321, third_party_number: '6175550214' });
    server.use(...chatsThatChange([chat, buildChat({ third_party_number: '6175550215' })]));
    openChatsPage();
    const conversation = await openConversation(user, '(617) 555-0214');
    const requests = recordRequests();

    await user.click(within(conversation).getByRole('button', { name: 'Actions for the conversation with (617) 555-0214' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete chat' }));

    expect(await screen.findByText('Number has been deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('(617) 555-0214')).not.toBeInTheDocument());
    expect(screen.getByText('(617) 555-0215')).toBeInTheDocument();
    expect(screen.getByText('Select a conversation to read it.')).toBeInTheDocument();
    const sent = await requests.requests();
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /webdeletechat/4321', 'GET /webgetallchatmessages']);
  });

  it('Block contact, confirmed, blocks the number: toasted, marked Blocked, then disabled', async () => {
    const user = userEvent.setup();
    server.use(...chatsThatChange([buildChat({ third_party_number: '6175550216' })]));
    openChatsPage();
    const conversation = await openConversation(user, '(617) 555-0216');
    const requests = recordRequests();
    const actions = within(conversation).getByRole('button', { name: 'Actions for the conversation with (617) 555-0216' });

    await user.click(actions);
    await user.click(await screen.findByRole('menuitem', { name: 'Block contact' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Block (617) 555-0216?' })).getByRole('button', { name: 'Block' }));

    expect(await screen.findByText('Contact has been blocked')).toBeInTheDocument();
    // Marked in the conversation's title and in the list.
    await waitFor(() => expect(within(conversation).getByRole('heading', { level: 2 })).toHaveTextContent('(617) 555-0216Blocked'));
    expect((await requests.requests()).find((request) => request.path === '/websaveblocknumber')?.body).toEqual([{ phone_number: '6175550216' }]);
    await waitFor(async () => {
      await user.click(actions);
      expect(screen.getByRole('menuitem', { name: 'Block contact' })).toHaveAttribute('aria-disabled', 'true');
      await user.keyboard('{Escape}');
    });
  });

  it('a conversation of 5,000 messages mounts fewer than 60 bubbles and opens at the newest', async () => {
    const user = userEvent.setup();
    const start = Date.UTC(2024, 0, 1);
    const messages = Array.from({ length: 5_000 }, (_, index) =>
      buildChatMessage({ message_id: index + 1, text: `Message ${index + 1}`, timestamp: new Date(start + index * 60_000).toISOString() }),
    );
    server.use(...chatHistory([buildChat({ third_party_number: '6175550217', messages })]));
    openChatsPage();
    const conversation = await openConversation(user, '(617) 555-0217');

    const bubbles = within(within(conversation).getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(bubbles.length).toBeLessThan(60);
    // 5,000 messages over four days: four day headings among them.
    expect(bubbles[0]).toHaveAttribute('aria-setsize', '5004');
    expect(within(conversation).getByText('Message 5000')).toBeInTheDocument();
    expect(within(conversation).queryByText('Message 1')).not.toBeInTheDocument();
  });
});

describe('Chats page on a phone-sized screen', () => {
  let restoreWidth: () => void = () => undefined;
  beforeEach(() => {
    restoreWidth = setWindowWidth(375);
  });
  afterEach(() => restoreWidth());

  it('shows the list or one conversation, with a way back to the list', async () => {
    const user = userEvent.setup();
    server.use(...chatHistory([buildChat({ third_party_number: '6175550218' }), buildChat({ third_party_number: '6175550219' })]));
    openChatsPage();

    const conversation = await openConversation(user, '(617) 555-0218');
    expect(screen.queryByRole('list', { name: 'Conversations' })).not.toBeInTheDocument();
    expect(within(conversation).getByText('Yes, who is this?')).toBeInTheDocument();
    expect(within(conversation).getByRole('button', { name: 'Back to conversations' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('list', { name: 'Conversations' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Conversation with/ })).not.toBeInTheDocument();
  });
});
