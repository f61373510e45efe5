import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chatsApi } from '../../../src/api/chatsApi';
import { renderApp, signedInSession } from '../../app/renderApp';
import { signedInStore } from '../../api/support/testStore';
import { buildChat, buildChats } from '../../factories';
import { chatHistory, chatHistoryWithCallerIds } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { dashboardServer } from '../dashboardServer';

function openChatsPage() {
  server.use(...dashboardServer());
  return renderApp('/dashboard/chats', { session: signedInSession() });
}

/** The conversation list's entry for `number` (as shown). */
async function conversation(number: string): Promise<HTMLElement> {
  const list = await screen.findByRole('list', { name: 'Conversations' });
  return within(list).getByRole('button', { name: new RegExp(number.replace(/[()]/g, '\\$&')) });
}

describe('Chats with caller names and spam ratings (our server)', () => {
  it('shows the name under the number and a Likely spam mark', async () => {
    server.use(...chatHistoryWithCallerIds());
    openChatsPage();

    expect(within(await conversation('(508) 555-0187')).getByText('City Pharmacy')).toBeInTheDocument();
    expect(await conversation('(508) 555-0187')).not.toHaveTextContent('Likely spam');
    expect(within(await conversation('(646) 555-0172')).getByText('Likely spam')).toBeInTheDocument();
  });

  it("shows the open conversation's name under its number and the Likely spam mark in its header", async () => {
    server.use(...chatHistoryWithCallerIds());
    openChatsPage();
    const user = userEvent.setup();

    await user.click(await conversation('(508) 555-0187'));
    const pharmacy = await screen.findByRole('region', { name: 'Conversation with (508) 555-0187' });
    expect(within(pharmacy).getByRole('heading', { level: 2 })).toHaveTextContent(/^\(508\) 555-0187$/);
    expect(pharmacy.querySelector('.chat-header-caller-name')).toHaveTextContent('City Pharmacy');

    await user.click(await conversation('(646) 555-0172'));
    const spam = await screen.findByRole('region', { name: 'Conversation with (646) 555-0172' });
    expect(within(spam).getByRole('heading', { level: 2 })).toHaveTextContent('(646) 555-0172Likely spam');
    expect(spam.querySelector('.chat-header-caller-name')).toBeNull();
  });

  it('reads the chats with a wrong-typed extra dropped, never failing them', async () => {
    server.use(...chatHistory([{ ...buildChat({ chat_id: 1 }), caller_name: 7, spam_likely: 'no' } as never]));
    const result = await signedInStore().dispatch(chatsApi.endpoints.getChats.initiate());

    expect(result.error).toBeUndefined();
    expect(result.data?.map(({ caller_name, spam_likely }) => ({ caller_name, spam_likely }))).toEqual([{ caller_name: undefined, spam_likely: undefined }]);
  });
});

describe('Chats against a SPEC-only backend', () => {
  it("shows today's conversation list: no names, no spam marks", async () => {
    const chats = buildChats(2);
    server.use(...chatHistory(chats));
    openChatsPage();

    await conversation(chats[0].third_party_number.replace(/^(\d{3})(\d{3})(\d{4})$/, '($1) $2-$3'));
    expect(screen.queryByText('Likely spam')).not.toBeInTheDocument();
    expect(document.querySelector('.chat-caller-name')).toBeNull();
  });

  it("opens a conversation whose header holds only the number", async () => {
    const chats = buildChats(1);
    server.use(...chatHistory(chats));
    openChatsPage();
    const user = userEvent.setup();
    const number = chats[0].third_party_number.replace(/^(\d{3})(\d{3})(\d{4})$/, '($1) $2-$3');

    await user.click(await conversation(number));
    const open = await screen.findByRole('region', { name: `Conversation with ${number}` });
    expect(within(open).getByRole('heading', { level: 2 })).toHaveTextContent(new RegExp(`^${number.replace(/[()]/g, '\\$&')}$`));
    expect(open.querySelector('.chat-header-caller-name')).toBeNull();
  });
});
