import { screen } from '@testing-library/react';
import { buildPhone } from '../factories';
import { accountChangesAccepted, balanceOf, blockedNumbers, callHistory, chatHistory } from '../mocks/scenarios';
import { dashboardServer } from '../features/dashboardServer';
import { loadedScreen } from './support/loadedScreen';
import { itSurvivesEveryFault } from './support/screenUnderFault';

const calls = loadedScreen({
  screen: 'calls',
  url: '/dashboard/calls',
  path: '/webcalllog',
  // Entries without a date or a duration.
  incomplete: [{ id: 1, call_from: '8575550100', call_to: '8575550199' }],
  server: () => [...dashboardServer({ phones: [buildPhone({ phone_number: '8575550100' })] }), ...callHistory()],
  loaded: () => screen.findByRole('list', { name: 'Calls' }),
});

const chats = loadedScreen({
  screen: 'chats',
  url: '/dashboard/chats',
  path: '/webgetallchatmessages',
  // A conversation without its number, a message without its time.
  incomplete: [{ chat_id: 1, messages: [{ message_id: 1, text: 'hi' }] }],
  server: () => [...dashboardServer(), ...chatHistory()],
  loaded: () => screen.findByRole('list', { name: 'Conversations' }),
});

const dashboardPanel = loadedScreen({
  screen: 'dashboard panel (balance)',
  url: '/dashboard/calls',
  path: '/webgetbalance',
  incomplete: { currency: 'usd' },
  server: () => [...dashboardServer(), ...callHistory([]), ...balanceOf(12.5)],
  loaded: () => screen.findByText('$12.50 · 1,250 credits'),
});

const blockedList = loadedScreen({
  screen: 'account (blocked numbers)',
  url: '/dashboard/account',
  tab: 'Blocked numbers',
  path: '/webgetblockednumber',
  incomplete: [{ blocked: true }],
  server: () => [...dashboardServer(), ...accountChangesAccepted(), ...blockedNumbers([{ phone_number: '6175550341' }])],
  loaded: () => screen.findByRole('checkbox', { name: '(617) 555-0341' }),
});

describe('dashboard screens under server faults', () => {
  itSurvivesEveryFault([calls, chats, dashboardPanel, blockedList]);
});
