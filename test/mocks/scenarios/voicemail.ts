import { http, HttpResponse, type HttpHandler } from 'msw';
import type { CallLogItem, Voicemail, VoicemailPage } from '../../../src/contract/api';
import { apiUrl } from '../apiUrl';
import { callHistory } from './calls';

/** A WAV header and a few silent samples: what the audio route answers, as bytes. */
const WAV_BYTES = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0x2c, 0, 0, 0, 0x57, 0x41, 0x56, 0x45]);

/**
 * The voicemail inbox as our server serves it: keyset pages newest first (the order given),
 * the unheard count of all, the audio of the customer's own voicemails, and 'heard' that sticks.
 */
export function voicemailInbox(voicemails: Voicemail[] = [], { pageSize }: { pageSize?: number } = {}): HttpHandler[] {
  const live = structuredClone(voicemails);
  const unheard = () => live.filter((voicemail) => !voicemail.heard).length;
  const notFound = () => HttpResponse.json({ failure: 'Voicemail not found.' }, { status: 404 });
  return [
    http.get(apiUrl('/voicemails'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const limit = pageSize ?? Number(query.get('limit') ?? '20');
      const before = query.get('before');
      const start = before === null ? 0 : live.findIndex((voicemail) => String(voicemail.id) === before) + 1;
      const page = live.slice(start, start + limit);
      const body: VoicemailPage = {
        voicemails: structuredClone(page),
        next_before: start + limit < live.length ? page[page.length - 1].id : null,
        unheard_count: unheard(),
      };
      return HttpResponse.json(body);
    }),
    http.get(apiUrl('/voicemails/:voicemailId/audio'), ({ params }) =>
      live.some((voicemail) => String(voicemail.id) === params.voicemailId)
        ? new HttpResponse(WAV_BYTES, { headers: { 'content-type': 'audio/wav', 'content-disposition': `inline; filename="voicemail-${String(params.voicemailId)}.wav"` } })
        : notFound(),
    ),
    http.post(apiUrl('/voicemails/:voicemailId/heard'), ({ params }) => {
      const found = live.find((voicemail) => String(voicemail.id) === params.voicemailId);
      if (!found) return notFound();
      found.heard = true;
      return HttpResponse.json({ success: true, unheard_count: unheard() });
    }),
  ];
}

/** A backend without the inbox (SPEC §7 only): each of its routes answers 404. */
export function noVoicemailInbox(): HttpHandler[] {
  const notFound = () => HttpResponse.json({ failure: 'Not Found' }, { status: 404 });
  return [
    http.get(apiUrl('/voicemails'), notFound),
    http.get(apiUrl('/voicemails/:voicemailId/audio'), notFound),
    http.post(apiUrl('/voicemails/:voicemailId/heard'), notFound),
  ];
}

/**
 * Our server's call history and voicemail inbox together: each call a voicemail followed (its
 * call_id) carries that voicemail's id as voicemail_id, as GET /webcalllog sends it.
 */
export function callsAndVoicemails(calls: CallLogItem[], voicemails: Voicemail[], inbox: { pageSize?: number } = {}): HttpHandler[] {
  const voicemailOf = new Map(voicemails.flatMap((voicemail) => (voicemail.call_id === null ? [] : [[String(voicemail.call_id), voicemail.id] as const])));
  const linked = calls.map((call) => {
    const voicemailId = voicemailOf.get(String(call.id));
    return voicemailId === undefined ? call : { ...call, voicemail_id: voicemailId };
  });
  return [...callHistory(linked), ...voicemailInbox(voicemails, inbox)];
}
