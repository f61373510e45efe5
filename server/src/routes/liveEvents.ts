import type { EventTicketResponse } from '../../../src/contract/api';
import { authOf } from '../auth/requireAuth';
import { insertEventTicket, peekEventTicket, useEventTicket } from '../db/queries/eventTickets';
import { HttpFailure } from '../http/HttpFailure';
import { TooManyRequests } from '../http/rateLimit';
import { failureResponses, tokenSecurity } from '../http/schemas';
import { generateToken, hashToken } from '../lib/secureTokens';
import { LiveStreams } from '../liveEvents/liveStreams';
import type { RouteModule } from './RouteModule';

/** How long a ticket opens a stream, in seconds: long enough for a slow network, too short to be worth stealing. */
export const TICKET_TTL_SECONDS = 30;
/** Tickets one session may ask for per minute: a reconnecting client with backoff needs a few. */
export const TICKETS_PER_MINUTE = 30;
/** What generateToken makes (32 random bytes, base64url): anything else is refused without a query. */
const TICKET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const TICKET_REFUSED = 'This event stream ticket is unknown, used or expired: ask POST /api/events/ticket for a new one.';
export const STREAMS_FULL = 'This server holds as many event streams as it may: please try again shortly.';

const ticketResponseSchema = {
  type: 'object',
  required: ['ticket', 'expires_in'],
  properties: {
    ticket: { type: 'string', description: 'Opaque; opens one GET /api/events, for the session that asked' },
    expires_in: { type: 'integer', description: 'Seconds' },
  },
} as const;

/**
 * Live activity: a new call or message, stored through the telephony webhook, is
 * pushed to the customer's open pages as server-sent events. An EventSource cannot send the
 * Authorization header, so the page first trades its token for a ticket (stored hashed, single
 * use, 30 s) and opens the stream with that in its URL.
 */
export const liveEventRoutes: RouteModule = async (app, ctx) => {
  const streams = new LiveStreams(ctx.db, { ...ctx.config.liveEvents, publicUrl: ctx.config.publicUrl, sessionIdleMs: ctx.config.sessionIdleMs }, app.log);
  ctx.metrics.watchOpenStreams(() => streams.size);
  const unsubscribe = ctx.changes.subscribe(streams);
  // Before the server waits for its connections to end: a stream never ends by itself.
  app.addHook('preClose', async () => {
    unsubscribe();
    streams.endAll();
  });

  app.post<{ Reply: EventTicketResponse }>(
    '/events/ticket',
    {
      onRequest: ctx.requireAuth,
      schema: {
        tags: ['events'],
        summary: 'A single-use ticket, valid 30 s, that opens one live-activity stream (GET /api/events) for the calling session',
        security: tokenSecurity,
        response: { 200: ticketResponseSchema, ...failureResponses },
      },
    },
    async (request) => {
      const { sessionId } = authOf(request);
      const ticket = generateToken();
      const stored = await insertEventTicket(ctx.db, { ticketHash: hashToken(ticket), sessionId, now: new Date(), ttlMs: TICKET_TTL_SECONDS * 1000 }, TICKETS_PER_MINUTE);
      if (!stored) throw new TooManyRequests(60);
      return { ticket, expires_in: TICKET_TTL_SECONDS };
    },
  );

  app.get<{ Querystring: { ticket?: string } }>(
    '/events',
    {
      // A HEAD would spend the ticket on a stream nobody reads.
      exposeHeadRoute: false,
      schema: {
        tags: ['events'],
        summary: 'Live activity as server-sent events, authenticated by a ticket from POST /api/events/ticket (no Authorization header)',
        description:
          "Events: 'ready' first, then 'call' (a GET /webcalllog item), 'message' ({ chat_id, third_party_number, is_blocked, caller_name, spam_likely, message }) and 'voicemail' ({ voicemail: a GET /api/voicemails item, unheard_count }) as they are stored, and 'signed-out' last when the session ends. " +
          "Comment lines (': keep-alive') keep proxies from closing an idle stream. A missing, unknown, used or expired ticket, or a session no longer live, is a 401.",
        querystring: { type: 'object', properties: { ticket: { type: 'string', description: 'From POST /api/events/ticket; valid once' } } },
        response: {
          200: { description: 'An endless text/event-stream', content: { 'text/event-stream': { schema: { type: 'string' } } } },
          ...failureResponses,
        },
      },
    },
    async (request, reply) => {
      if (streams.full) throw new HttpFailure(503, STREAMS_FULL);
      const { ticket } = request.query;
      if (ticket === undefined || !TICKET_PATTERN.test(ticket)) throw new HttpFailure(401, TICKET_REFUSED);
      const ticketHash = hashToken(ticket);
      const holder = await peekEventTicket(ctx.db, ticketHash, new Date());
      if (!holder) throw new HttpFailure(401, TICKET_REFUSED);
      // Opening (spending the ticket, checking the session, reading where the activity stands) is
      // a heavy read in one of the customer's turns; the open stream then holds none. A 429 leaves
      // the ticket unspent, so the same URL works after Retry-After.
      const stream = await ctx.heavyReads.run(holder.userId, async () => {
        const owner = await useEventTicket(ctx.db, ticketHash, new Date());
        return owner && (await streams.open(owner.sessionId, owner.userId));
      });
      if (!stream) throw new HttpFailure(401, TICKET_REFUSED);
      // The client went away: the stream stops being written to and leaves the registry.
      reply.raw.on('close', () => stream.end());
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        // Not kept alive once the stream ends: a shutdown ends every stream and must not then wait
        // for idle keep-alive connections (the client's reconnect opens a new one anyway).
        .header('connection', 'close')
        .send(stream.body);
    },
  );
};
