import { voicemailApi } from '../../../src/api/voicemailApi';
import { buildVoicemail } from '../../factories';
import type { EndpointCase } from '../support/endpointCase';

const page = { voicemails: [buildVoicemail({ id: 7 })], next_before: null, unheard_count: 1 };

/** The voicemail inbox (not in SPEC §7). */
export const voicemailCases: EndpointCase[] = [
  {
    endpoint: 'getVoicemails',
    kind: 'query',
    auth: 'required',
    start: (store) => store.dispatch(voicemailApi.endpoints.getVoicemails.initiate()),
    sends: { method: 'GET', path: '/voicemails', query: { limit: '20' } },
    answer: page,
    returns: { pages: [page], pageParams: [null] },
  },
  {
    endpoint: 'getVoicemailAudio',
    kind: 'mutation',
    auth: 'required',
    start: (store) => {
      // jsdom has no blob: URLs.
      URL.createObjectURL = () => 'blob:voicemail';
      return store.dispatch(voicemailApi.endpoints.getVoicemailAudio.initiate(7));
    },
    sends: { method: 'GET', path: '/voicemails/7/audio' },
    answer: 'wav-bytes',
    returns: { objectUrl: 'blob:voicemail', fileName: 'voicemail-7.wav' },
  },
  {
    endpoint: 'markVoicemailHeard',
    kind: 'mutation',
    auth: 'required',
    start: (store) => store.dispatch(voicemailApi.endpoints.markVoicemailHeard.initiate(7)),
    sends: { method: 'POST', path: '/voicemails/7/heard' },
    answer: { success: true, unheard_count: 0 },
    returns: { success: true, unheard_count: 0 },
  },
];
