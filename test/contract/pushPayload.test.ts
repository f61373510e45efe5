import { HIDDEN_TEXT_BODY, pushPayloadFor } from '../../src/contract/pushPayload';
import { buildCallLogItem } from '../factories/calls';
import { buildChatMessage } from '../factories/chats';
import { buildVoicemail } from '../factories/voicemails';

const withPreviews = { previews: true };
const withoutPreviews = { previews: false };

describe('pushPayloadFor', () => {
  it('names a missed call by its number as the app shows it, with the cause', () => {
    const call = buildCallLogItem({ id: 41, call_from: '6175550111', hangup_cause: 'NO_ANSWER', duration: 0 });
    expect(pushPayloadFor('call', call, withoutPreviews)).toEqual({
      kind: 'call',
      tag: 'call-41',
      title: 'Missed call from (617) 555-0111',
      body: 'No answer',
      url: '/app/dashboard/calls?call=41',
    });
  });

  it("names an answered call by the caller's name, with its length", () => {
    const call = buildCallLogItem({ id: 42, call_from: '6175550111', caller_name: 'Acme Dental', duration: 45 });
    const payload = pushPayloadFor('call', call, withoutPreviews);
    expect(payload.title).toBe('Call from Acme Dental');
    expect(payload.body).toBe('Answered, 45 s');
  });

  it('shows message text only with previews, trimmed to about 120 characters', () => {
    const long = `${'word '.repeat(40)}end`;
    const event = { chat_id: 7, third_party_number: '+16175550111', is_blocked: false, message: buildChatMessage({ message_id: 99, text: long }) };
    const hidden = pushPayloadFor('message', event, withoutPreviews);
    expect(hidden).toEqual({ kind: 'message', tag: 'message-99', title: 'New message from (617) 555-0111', body: HIDDEN_TEXT_BODY, url: '/app/dashboard/chats?chat=7' });
    const shown = pushPayloadFor('message', event, withPreviews);
    expect(shown.body.length).toBeLessThanOrEqual(120);
    expect(shown.body.startsWith('word word')).toBe(true);
    expect(shown.body.endsWith('…')).toBe(true);
    expect(pushPayloadFor('message', { ...event, message: buildChatMessage({ text: '  Your  appointment\nis at 3 ' }) }, withPreviews).body).toBe('Your appointment is at 3');
  });

  it("gives a voicemail's length as 0:12, its transcript only with previews", () => {
    const voicemail = buildVoicemail({ id: 5, from_number: '4155550136', caller_name: null, duration: 12, transcript: 'Call me back' });
    expect(pushPayloadFor('voicemail', { voicemail, unheard_count: 1 }, withoutPreviews)).toEqual({
      kind: 'voicemail',
      tag: 'voicemail-5',
      title: 'New voicemail from (415) 555-0136',
      body: '0:12',
      url: '/app/dashboard/voicemail?voicemail=5',
    });
    expect(pushPayloadFor('voicemail', { voicemail: { ...voicemail, duration: 125 }, unheard_count: 1 }, withPreviews).body).toBe('2:05 · Call me back');
  });
});
