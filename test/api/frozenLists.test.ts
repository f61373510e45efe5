import { callsApi } from '../../src/api/callsApi';
import { chatsApi } from '../../src/api/chatsApi';
import { frozenJson } from '../../src/api/frozenJson';
import { buildCallLog, buildChats } from '../factories';
import { callHistory } from '../mocks/scenarios/calls';
import { chatHistory } from '../mocks/scenarios/chats';
import { server } from '../mocks/server';
import { signedInStore } from './support/testStore';

/** Every object and array inside `value`, itself included. */
function objectsIn(value: unknown): object[] {
  if (typeof value !== 'object' || value === null) return [];
  return [value, ...Object.values(value).flatMap(objectsIn)];
}

describe('frozenJson', () => {
  it('freezes a parsed body all the way down, in place', () => {
    const body = JSON.parse('{"a":[{"b":{"c":[1,2]}},"x"],"d":null}') as unknown;
    expect(frozenJson(body)).toBe(body);
    expect(objectsIn(body)).toHaveLength(5);
    expect(objectsIn(body).every((object) => Object.isFrozen(object))).toBe(true);
  });

  it('leaves primitives alone', () => {
    expect([frozenJson(3), frozenJson('text'), frozenJson(null)]).toEqual([3, 'text', null]);
  });
});

describe('long lists are stored immutable, frozen before the store sees them', () => {
  it('the call log, every call', async () => {
    server.use(...callHistory(buildCallLog()));
    const store = signedInStore();
    const calls = (await store.dispatch(callsApi.endpoints.getCallLog.initiate())).data;
    expect(calls?.length).toBeGreaterThan(1);
    expect(objectsIn(calls).every((object) => Object.isFrozen(object))).toBe(true);
  });

  it('the conversations, every message, in the order SPEC §7 shows them', async () => {
    const chats = buildChats();
    server.use(...chatHistory(chats));
    const store = signedInStore();
    const stored = (await store.dispatch(chatsApi.endpoints.getChats.initiate())).data;
    expect(stored?.map((chat) => chat.chat_id)).toEqual(chats.map((chat) => chat.chat_id).reverse());
    expect(objectsIn(stored).every((object) => Object.isFrozen(object))).toBe(true);
  });
});
