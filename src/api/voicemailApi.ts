import type { LiveEventPayloads, VoicemailHeardResponse, VoicemailPage } from '../contract/api';
import { baseApi } from './baseApi';
import { voicemailChecks } from './responseChecks/voicemailChecks';
import { invalidates, provides } from './tags';

/** Voicemails per page: a screenful and more; the inbox asks for the next page on demand. */
export const VOICEMAIL_PAGE_SIZE = 20;

/** A voicemail's audio in memory: an object URL for <audio> and downloads (revoke it once done), and its file name. */
export interface VoicemailAudio {
  objectUrl: string;
  fileName: string;
}

/** The file name the server's Content-Disposition gives, or one of our own. */
function fileNameOf(response: Response, fallback: string): string {
  return /filename="?([^";]+)"?/i.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
}

/**
 * Not in SPEC §7: the voicemail inbox. A SPEC-only backend answers 404 to GET /voicemails, and
 * the dashboard then shows no voicemail at all (the nav item and the calls page's switch hide).
 */
export const voicemailApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getVoicemails: build.infiniteQuery<VoicemailPage, void, number | null>({
      query: ({ pageParam }) => ({
        url: '/voicemails',
        params: pageParam === null ? { limit: String(VOICEMAIL_PAGE_SIZE) } : { before: String(pageParam), limit: String(VOICEMAIL_PAGE_SIZE) },
      }),
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next_before ?? undefined,
      },
      rawResponseSchema: voicemailChecks.page,
      providesTags: [...provides.getVoicemails],
    }),
    /**
     * The recording, fetched with the token in the header (never in a URL) into memory: an
     * <audio> element seeks within it. Not cached: the caller revokes the URL.
     */
    getVoicemailAudio: build.mutation<VoicemailAudio, number>({
      query: (id) => ({
        url: `/voicemails/${id}/audio`,
        responseHandler: async (response) =>
          response.ok ? { objectUrl: URL.createObjectURL(await response.blob()), fileName: fileNameOf(response, `voicemail-${id}.wav`) } : response.json(),
      }),
    }),
    markVoicemailHeard: build.mutation<VoicemailHeardResponse, number>({
      query: (id) => ({ url: `/voicemails/${id}/heard`, method: 'POST' }),
      rawResponseSchema: voicemailChecks.heard,
      invalidatesTags: [...invalidates.markVoicemailHeard],
    }),
  }),
});

/**
 * A voicemail that arrived on the live stream, written into the cached inbox: at the head of its
 * first page (unless there already), and the unheard count the server sent with it on every page.
 */
export function addLiveVoicemail(pages: VoicemailPage[], event: LiveEventPayloads['voicemail']): void {
  if (pages.length === 0) return;
  const known = pages.some((page) => page.voicemails.some((voicemail) => voicemail.id === event.voicemail.id));
  if (!known) pages[0].voicemails.unshift(event.voicemail);
  for (const page of pages) page.unheard_count = event.unheard_count;
}

export const { useGetVoicemailsInfiniteQuery, useGetVoicemailAudioMutation, useMarkVoicemailHeardMutation } = voicemailApi;
