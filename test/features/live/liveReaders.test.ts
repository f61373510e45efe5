import { reconnectDelay } from '../../../src/api/live/reconnectDelay';
import { eventsChecks, liveEventChecks } from '../../../src/api/responseChecks/eventsChecks';

const validate = (value: unknown) => eventsChecks.eventTicket['~standard'].validate(value);

describe('the event ticket reader', () => {
  it('takes an opaque ticket, and an expiry that may be missing or text', () => {
    expect(validate({ ticket: 'abc', expires_in: 30 })).toEqual({ value: { ticket: 'abc', expires_in: 30 } });
    expect(validate({ ticket: 12345 })).toEqual({ value: { ticket: '12345', expires_in: 0 } });
    expect(validate({ ticket: 'abc', expires_in: '30' })).toEqual({ value: { ticket: 'abc', expires_in: 30 } });
  });

  it.each([null, {}, { ticket: '' }, { ticket: null }, { ticket: {} }, 'abc'])('refuses %p', (body) => {
    expect(validate(body)).toHaveProperty('issues');
  });
});

describe('the live event readers', () => {
  const call = { id: 'call_9', call_date: '2026-11-20 10:00:00', call_from: 6175550123, call_to: '8575550100', hangup_cause: 'SUCCESS', duration: '75' };

  it('read a call as the call log reads its items: ids opaque, numbers as text, optional fields filled', () => {
    expect(liveEventChecks.call(call)).toEqual({ ...call, call_from: '6175550123', duration: 75, is_blocked: false });
  });

  it('read a message with its chat; optional fields optional', () => {
    const event = { chat_id: 7, third_party_number: 6175550123, message: { message_id: 'm1', timestamp: '2026-11-20T10:00:00Z', direction: 'inbound' } };
    expect(liveEventChecks.message(event)).toEqual({
      chat_id: 7,
      third_party_number: '6175550123',
      is_blocked: false,
      message: { message_id: 'm1', text: '', timestamp: '2026-11-20T10:00:00Z', direction: 'inbound', media_type: null, media_url: null },
    });
  });

  it.each([undefined, null, 'text', [], { ...call, id: undefined }, { ...call, call_date: 5 }, { ...call, is_blocked: 'yes' }])('ignore a malformed call: %p', (data) => {
    expect(liveEventChecks.call(data)).toBeUndefined();
  });

  it.each([
    undefined,
    {},
    { chat_id: 'c1', third_party_number: '1' },
    { chat_id: 'c1', third_party_number: '1', message: { timestamp: 'x', direction: 'inbound' } },
    { chat_id: '', third_party_number: '1', message: { message_id: 'm', timestamp: 'x', direction: 'inbound' } },
  ])('ignore a malformed message: %p', (data) => {
    expect(liveEventChecks.message(data)).toBeUndefined();
  });
});

describe('the reconnect delay', () => {
  it('doubles from 1 s to a 30 s cap, with jitter down to half the step', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 40].map((attempt) => reconnectDelay(attempt, () => 1))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect([0, 1, 5, 40].map((attempt) => reconnectDelay(attempt, () => 0))).toEqual([500, 1000, 15000, 15000]);
  });
});
