import type { EventTicketResponse, LiveEventPayloads, PushKind } from '../contract/api';
import { getConfig } from '../config/loadConfig';
import { failureMessages } from '../lib/failureMessages';
import { selectToken, type SessionState } from '../session/sessionSlice';
import { inboundMessageArrived } from './liveActivitySlice';
import { isApiError, type ApiError } from './apiError';
import { baseApi } from './baseApi';
import { endRefusedSession, resolveBaseUrl } from './baseQuery';
import { callsApi } from './callsApi';
import { chatsApi } from './chatsApi';
import { eventSourceFactory } from './live/eventSourceFactory';
import { addCallToLog, addMessageToChats, linkVoicemailToCall } from './live/liveCacheUpdates';
import { runLiveStream, type TicketOutcome } from './live/liveStream';
import { eventsChecks, liveEventChecks } from './responseChecks/eventsChecks';
import { liveVoicemail } from './responseChecks/voicemailChecks';
import { phonesApi } from './phonesApi';
import { samePhone } from '../lib/formatPhone';
import { refetchedAfterLiveGap } from './tags';
import { addLiveVoicemail, voicemailApi } from './voicemailApi';
import type { AppDispatch } from '../state/hooks';
import { reportsOwnErrors } from './ownErrorReports';

/** How the dashboard's live connection stands. 'unavailable': this backend or browser has none. */
export interface LiveActivity {
  connection: 'connecting' | 'open' | 'reconnecting' | 'unavailable';
}

/** Ticket failures after which asking again cannot help: no such route (a SPEC §7 backend), no session. */
const finalTicketFailures = new Set<ApiError['status']>([401, 403, 404, 'NO_TOKEN']);

/** How many message ids a stream remembers, so that a repeated event never counts as unread twice. */
const REMEMBERED_MESSAGES = 1000;

/**
 * A notification for what arrived, when this tab is hidden (the settings decide the rest). Its code
 * loads only then, so nothing of it weighs on the dashboard's first load.
 */
function notifyWhenHidden<K extends PushKind>(kind: K, event: LiveEventPayloads[K]): void {
  if (document.visibilityState !== 'hidden') return;
  void import('../lib/notifications/notifyLiveEvent').then((module) => module.notifyLiveEvent(kind, event));
}

const streamUrl = (ticket: string) => `${resolveBaseUrl(getConfig().apiBaseUrl)}/events?ticket=${encodeURIComponent(ticket)}`;

/**
 * Not in SPEC §7: live calls, messages and voicemails. `liveActivity` holds the dashboard's one
 * event stream open while subscribed and writes what arrives into the call log, chats and voicemail caches.
 */
export const eventsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A single-use ticket for one stream. A credential: never tracked in the store, and redacted for DevTools. */
    getEventTicket: build.mutation<EventTicketResponse, void>({
      query: () => ({ url: '/events/ticket', method: 'POST' }),
      rawResponseSchema: eventsChecks.eventTicket,
    }),
    liveActivity: build.query<LiveActivity, void>({
      // No request of its own: the stream starts in onCacheEntryAdded, and only for a session.
      queryFn: (_arg, { getState }) =>
        selectToken(getState() as { session: SessionState })
          ? { data: { connection: 'connecting' } }
          : { error: { status: 'NO_TOKEN', failure: failureMessages.noToken } satisfies ApiError },
      // Leaving the dashboard (the only subscriber) ends the stream at once.
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(_arg, { dispatch, getState, cacheDataLoaded, cacheEntryRemoved, updateCachedData }) {
        try {
          await cacheDataLoaded;
        } catch {
          return;
        }
        const setConnection = (connection: LiveActivity['connection']) =>
          updateCachedData((draft) => {
            draft.connection = connection;
          });
        const open = eventSourceFactory();
        if (!open) {
          setConnection('unavailable');
          return;
        }
        const appDispatch = dispatch as AppDispatch;
        const seenMessages = new Set<string>();

        const requestTicket = async (): Promise<TicketOutcome> => {
          const result = await appDispatch(eventsApi.endpoints.getEventTicket.initiate(undefined, { track: false }));
          if (result.data) return { ticket: result.data.ticket };
          if (isApiError(result.error) && finalTicketFailures.has(result.error.status)) {
            setConnection('unavailable');
            return { stop: true };
          }
          return { retry: true };
        };

        await runLiveStream({
          open,
          urlFor: streamUrl,
          stopped: cacheEntryRemoved,
          handlers: {
            requestTicket,
            onReady: (afterGap) => {
              setConnection('open');
              if (afterGap) appDispatch(baseApi.util.invalidateTags([...refetchedAfterLiveGap]));
            },
            onDropped: () => setConnection('reconnecting'),
            onCall: (data) => {
              const call = liveEventChecks.call(data);
              if (!call) return;
              let known = false;
              appDispatch(
                callsApi.util.updateQueryData('getCallLog', undefined, (calls) => {
                  if (!addCallToLog(calls, call)) known = true;
                }),
              );
              // Only calls to the customer: one they made from their own number is no news.
              const ownNumber = phonesApi.endpoints.getPhones.select()(getState() as never).data?.[0]?.phone_number;
              if (!known && !(ownNumber && samePhone(call.call_from, ownNumber))) notifyWhenHidden('call', call);
            },
            onMessage: (data) => {
              const event = liveEventChecks.message(data);
              if (!event) return;
              const key = `${String(event.chat_id)}/${String(event.message.message_id)}`;
              let known = seenMessages.has(key);
              appDispatch(
                chatsApi.util.updateQueryData('getChats', undefined, (chats) => {
                  if (!addMessageToChats(chats, event)) known = true;
                }),
              );
              if (known) return;
              if (seenMessages.size >= REMEMBERED_MESSAGES) seenMessages.clear();
              seenMessages.add(key);
              if (event.message.direction !== 'inbound') return;
              appDispatch(inboundMessageArrived(String(event.chat_id)));
              notifyWhenHidden('message', event);
            },
            onVoicemail: (data) => {
              const event = liveVoicemail(data);
              if (!event) return;
              appDispatch(voicemailApi.util.updateQueryData('getVoicemails', undefined, (inbox) => addLiveVoicemail(inbox.pages, event)));
              appDispatch(callsApi.util.updateQueryData('getCallLog', undefined, (calls) => linkVoicemailToCall(calls, event.voicemail)));
              notifyWhenHidden('voicemail', event);
            },
            // The server ended the session: clear it here without a logout call it would refuse.
            onSignedOut: () => {
              const token = selectToken(getState() as unknown as { session: SessionState });
              if (token) endRefusedSession({ dispatch: appDispatch, getState }, token);
            },
          },
        });
      },
    }),
  }),
});

// Asked by the live stream, not by the customer; it retries or goes without, quietly.
reportsOwnErrors(eventsApi, 'getEventTicket');

export const { useLiveActivityQuery } = eventsApi;
