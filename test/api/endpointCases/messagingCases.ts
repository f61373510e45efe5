import { callsApi } from '../../../src/api/callsApi';
import { chatsApi } from '../../../src/api/chatsApi';
import { buildCallLog, buildChats, buildSuccess } from '../../factories';
import type { EndpointCase } from '../support/endpointCase';

const calls = buildCallLog();
const chats = buildChats(3);

/** Calls and chats: the two read-mostly histories. */
export const messagingCases: EndpointCase[] = [
  {
    endpoint: 'getCallLog',
    kind: 'query',
    auth: 'required',
    start: (store) => store.dispatch(callsApi.endpoints.getCallLog.initiate()),
    sends: { method: 'GET', path: '/webcalllog' },
    answer: calls,
    returns: calls,
  },
  {
    endpoint: 'hideCall',
    kind: 'mutation',
    auth: 'required',
    start: (store) => store.dispatch(callsApi.endpoints.hideCall.initiate({ id: 42 })),
    sends: { method: 'POST', path: '/webhidecalls', json: { id: 42 } },
    answer: buildSuccess(),
    returns: buildSuccess(),
  },
  {
    endpoint: 'getChats',
    kind: 'query',
    auth: 'required',
    start: (store) => store.dispatch(chatsApi.endpoints.getChats.initiate()),
    sends: { method: 'GET', path: '/webgetallchatmessages' },
    answer: chats,
    // SPEC §7: shown in the reverse of the server's order.
    returns: [chats[2], chats[1], chats[0]],
  },
  {
    endpoint: 'deleteChat',
    kind: 'mutation',
    auth: 'required',
    start: (store) => store.dispatch(chatsApi.endpoints.deleteChat.initiate(31)),
    sends: { method: 'GET', path: '/webdeletechat/31' },
    answer: buildSuccess(),
    returns: buildSuccess(),
  },
];
