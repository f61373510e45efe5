import type { CallLogItem, EventTicketResponse, LiveEventPayloads, VoicemailHeardResponse, VoicemailPage } from '../../../src/contract/api';
import { readClipAudio, VOICEMAIL_CLIPS } from '../../src/voicemail/voicemailClips';
import { customerWithNumber, webhookTo } from '../helpers/cluster/clusterTelephony';
import { requestTo } from '../helpers/cluster/instanceRequests';
import { startLoopbackCluster, type InstanceName, type LoopbackCluster } from '../helpers/cluster/loopbackCluster';
import { EventReader } from '../helpers/eventStream';
import { callEvent, TEST_WEBHOOK_SECRET, voicemailEvent } from '../helpers/telephony';

// npm run test:cluster: the voicemail inbox on two real servers sharing one PostgreSQL database
// (helpers/cluster/loopbackCluster.ts), each step sent to the instance the test names. A voicemail
// arrives through api1's signed telephony webhook; api2 lists it, plays it, marks it heard, streams
// it live and links it in its call log, which it keeps per customer by version: what api2 kept
// before the voicemail must not be served after it.

let cluster: LoopbackCluster;
const readers: EventReader[] = [];
beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL?.trim()) {
    throw new Error('The cluster test needs TEST_DATABASE_URL (a PostgreSQL server: server/test/postgres/start-postgres.sh); npm run test:cluster skips without it.');
  }
  cluster = await startLoopbackCluster({ TELEPHONY_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
}, 120_000);
afterAll(async () => {
  for (const reader of readers.splice(0)) reader.close();
  await cluster?.stop();
}, 30_000);

const [clip] = VOICEMAIL_CLIPS;
const clipAudio = readClipAudio(clip)!;
const urlOf = (name: InstanceName) => cluster.instances[name].baseUrl;

async function storedThrough(name: InstanceName, event: Parameters<typeof webhookTo>[1]): Promise<void> {
  expect(await webhookTo(urlOf(name), event)).toEqual({ status: 200, body: { success: true, result: 'stored' } });
}

async function inboxOf(name: InstanceName, token: string): Promise<VoicemailPage> {
  const page = await requestTo<VoicemailPage>(urlOf(name), 'GET', '/api/voicemails', { token });
  expect(page.status).toBe(200);
  return page.body;
}

async function callLogOf(name: InstanceName, token: string): Promise<CallLogItem<number>[]> {
  const log = await requestTo<CallLogItem<number>[]>(urlOf(name), 'GET', '/api/webcalllog', { token });
  expect(log.status).toBe(200);
  return log.body;
}

test('a voicemail left through api1 is listed, played with a byte range and marked heard through api2, and is heard on api1', async () => {
  const { token, number } = await customerWithNumber(cluster.db, 'voicemail-inbox');
  await storedThrough('api1', voicemailEvent(number));

  const listed = await inboxOf('api2', token);
  expect(listed).toEqual({
    voicemails: [expect.objectContaining({ from_number: '6175550111', caller_name: clip.callerName, duration: 8, transcript: clip.transcript, heard: false })],
    next_before: null,
    unheard_count: 1,
  });
  const [voicemail] = listed.voicemails;

  const played = await fetch(`${urlOf('api2')}/api/voicemails/${voicemail.id}/audio`, { headers: { authorization: `Token ${token}`, range: 'bytes=100-299' } });
  expect(played.status).toBe(206);
  expect(played.headers.get('content-range')).toBe(`bytes 100-299/${clipAudio.length}`);
  expect(Buffer.from(await played.arrayBuffer()).equals(clipAudio.subarray(100, 300))).toBe(true);

  // Read on api1 first, so that anything api1 kept of the inbox was kept while it was unheard.
  expect((await inboxOf('api1', token)).unheard_count).toBe(1);
  const heard = await requestTo<VoicemailHeardResponse>(urlOf('api2'), 'POST', `/api/voicemails/${voicemail.id}/heard`, { token });
  expect(heard).toEqual({ status: 200, body: { success: true, unheard_count: 0 } });
  expect(await inboxOf('api1', token)).toEqual({ voicemails: [{ ...voicemail, heard: true }], next_before: null, unheard_count: 0 });
}, 60_000);

test('a live event stream open on api2 receives the voicemail left through api1', async () => {
  const { token, number } = await customerWithNumber(cluster.db, 'voicemail-live');
  const ticket = await requestTo<EventTicketResponse>(urlOf('api2'), 'POST', '/api/events/ticket', { token });
  expect(ticket.status).toBe(200);
  const reader = await EventReader.open(urlOf('api2'), ticket.body.ticket);
  readers.push(reader);
  expect(reader.status).toBe(200);
  expect(await reader.next()).toEqual({ event: 'ready', data: {} });

  await storedThrough('api1', voicemailEvent(number));
  const event = await reader.next();
  const [voicemail] = (await inboxOf('api2', token)).voicemails;
  const expected: LiveEventPayloads['voicemail'] = { voicemail, unheard_count: 1 };
  expect(event).toEqual({ event: 'voicemail', data: expected });
  reader.close();
}, 60_000);

test("api2's call log names the voicemail left through api1 after the call, though api2 kept the call log from before it", async () => {
  const { token, number } = await customerWithNumber(cluster.db, 'voicemail-call-log');
  await storedThrough('api1', callEvent(number, { call_from: '+16175550111', started_at: '2025-03-01T14:05:00Z', duration: 0, hangup_cause: 'NO_ANSWER' }));
  // Read (and kept by api2, at the customer's call log version) before the voicemail arrives.
  const [call] = await callLogOf('api2', token);
  expect(call).not.toHaveProperty('voicemail_id');

  await storedThrough('api1', voicemailEvent(number));
  const [voicemail] = (await inboxOf('api2', token)).voicemails;
  expect(voicemail.call_id).toBe(call.id);
  expect(await callLogOf('api2', token)).toEqual([{ ...call, voicemail_id: voicemail.id }]);
}, 60_000);
