import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LiveEventSettings } from '../config';
import type { ChangeListener } from '../db/changeFeedTypes';
import { findLiveSessionById, messagesAfter, newestActivityIds, visibleCallsAfter } from '../db/queries/liveActivity';
import { deleteLiveEventStream, heartbeatLiveEventStreams, insertLiveEventStream, trimLiveEventStreams } from '../db/queries/liveEventStreams';
import { countUnheardVoicemails, newestVoicemailId, voicemailsAfter } from '../db/queries/voicemails';
import type { Database } from '../db/schema';
import type { Logger } from '../lib/logger';
import { callLogItemOf } from '../telephony/callLogFormat';
import { chatMessageOf } from '../telephony/chatMessageFormat';
import { voicemailOf } from '../voicemail/voicemailFormat';
import { ActivityCursor } from './activityCursor';
import { SseStream } from './sseStream';

/**
 * More new rows than this in one read (a bulk import, the demo seed) end the stream instead of
 * flooding it: the client reconnects and refetches the lists whole, which is cheaper for both.
 */
const MAX_ROWS_PER_READ = 500;
/**
 * When every stream must read or check at once ('all', or the feed heard again after a loss),
 * this many at a time: thousands of streams must not queue thousands of queries on the pool.
 */
const CONCURRENT_CATCH_UPS = 8;
/** setTimeout's longest delay; a session ending later is checked again then. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;
/** The heartbeat of live_event_streams when the settings name none (tests that build LiveStreams themselves). */
const DEFAULT_HEARTBEAT_MS = 5_000;

/**
 * A stream's record not renewed for this long belongs to an instance that died: it no longer
 * counts against the customer's cap and is swept. Four heartbeats, and never less than 20 s, so
 * that a busy instance's late heartbeat does not cost its clients their streams.
 */
export function staleAfterMs(heartbeatMs: number): number {
  return Math.max(4 * heartbeatMs, 20_000);
}

/** One open stream: whose, where it is in their activity, and whether a read is under way. */
interface LiveStream {
  userId: number;
  sessionId: number;
  sse: SseStream;
  calls: ActivityCursor;
  messages: ActivityCursor;
  voicemails: ActivityCursor;
  /** A read (or the start) is under way: another one asked for meanwhile runs after it. */
  reading: boolean;
  readAgain: boolean;
  /** Checks the session again when it would lapse (idle or absolute end). */
  sessionTimer?: NodeJS.Timeout;
  /** Its row in live_event_streams, once recorded. */
  recordId?: number;
}

export interface LiveStreamOptions extends Omit<LiveEventSettings, 'heartbeatMs'> {
  heartbeatMs?: number;
  publicUrl: string;
  sessionIdleMs: number;
}

/**
 * Every live-activity stream of this instance, driven by ONE subscription to the database's
 * change announcements (ctx.changes): 'user:{id}' (the user's call log, chats or voicemails
 * changed, e.g. the telephony webhook stored a call, a message or a voicemail) makes each of that user's streams read the rows
 * newer than its cursor and send them in order; 'session:{id}' makes that session's streams check
 * it is still live, and end with `signed-out` when not; 'all' checks every stream. After the
 * announcements were lost for a while, every stream reads and checks again.
 */
export class LiveStreams implements ChangeListener {
  private readonly byUser = new Map<number, Set<LiveStream>>();
  private readonly bySession = new Map<number, Set<LiveStream>>();
  private readonly byRecord = new Map<number, LiveStream>();
  /** Names this instance's rows in live_event_streams. */
  private readonly instanceId = randomUUID();
  private count = 0;
  private lost = false;
  /** Streams whose row is being written: their ids are not known yet. */
  private recording = 0;
  private heartbeat: NodeJS.Timeout | undefined;
  private beating = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: LiveStreamOptions,
    private readonly log: Logger,
  ) {}

  /** How many streams are open. */
  get size(): number {
    return this.count;
  }

  /** No more streams fit on this instance. */
  get full(): boolean {
    return this.count >= this.options.maxStreams;
  }

  /**
   * Opens a stream for the session if it is live (else undefined): registered before anything is
   * read, so that no announcement falls between its starting point and its subscription. Its
   * first event is `ready`. The user's oldest streams beyond the per-user cap, counted across
   * every instance (live_event_streams), are ended: here at once, on another instance at its next
   * heartbeat.
   */
  async open(sessionId: number, userId: number): Promise<SseStream | undefined> {
    const stream: LiveStream = {
      userId,
      sessionId,
      sse: new SseStream(this.options.keepAliveMs),
      calls: new ActivityCursor(0),
      messages: new ActivityCursor(0),
      voicemails: new ActivityCursor(0),
      reading: true,
      readAgain: false,
    };
    this.add(stream);
    stream.sse.onEnd(() => this.remove(stream));
    try {
      if (!(await this.checkSession(stream))) {
        stream.sse.end();
        return undefined;
      }
      const [newest, newestVoicemail] = await Promise.all([newestActivityIds(this.db, userId), newestVoicemailId(this.db, userId)]);
      stream.calls = new ActivityCursor(newest.callId);
      stream.messages = new ActivityCursor(newest.messageId);
      stream.voicemails = new ActivityCursor(newestVoicemail);
      await this.record(stream);
    } catch (error) {
      stream.sse.end();
      throw error;
    }
    stream.sse.send('ready', {});
    stream.reading = false;
    if (stream.readAgain) void this.read(stream);
    return stream.sse;
  }

  /** Ends every stream (shutdown): the clients reconnect, to another instance. */
  endAll(): void {
    for (const streams of [...this.byUser.values()]) for (const stream of [...streams]) stream.sse.end();
    this.stopHeartbeat();
  }

  onChange(payload: string): void {
    const [kind, id] = payload.split(':');
    if (kind === 'user') {
      for (const stream of this.byUser.get(Number(id)) ?? []) void this.read(stream);
    } else if (kind === 'session') {
      for (const stream of this.bySession.get(Number(id)) ?? []) void this.checkSessionOrEnd(stream);
    } else if (kind === 'all') {
      void this.forEveryStream((stream) => this.checkSessionOrEnd(stream));
    }
  }

  onListening(): void {
    if (!this.lost) return;
    this.lost = false;
    // Whatever happened meanwhile went unannounced.
    void this.forEveryStream(async (stream) => {
      await this.checkSessionOrEnd(stream);
      await this.read(stream);
    });
  }

  onLost(): void {
    this.lost = true;
  }

  /** Runs `action` for every open stream, CONCURRENT_CATCH_UPS at a time (it never throws). */
  private async forEveryStream(action: (stream: LiveStream) => Promise<void>): Promise<void> {
    const waiting = [...this.byUser.values()].flatMap((streams) => [...streams]);
    const worker = async () => {
      for (let stream = waiting.shift(); stream; stream = waiting.shift()) if (!stream.sse.ended) await action(stream);
    };
    await Promise.all(Array.from({ length: CONCURRENT_CATCH_UPS }, worker));
  }

  /** Reads what is new for the stream; a read asked for during another runs once after it. */
  private async read(stream: LiveStream): Promise<void> {
    if (stream.reading) {
      stream.readAgain = true;
      return;
    }
    stream.reading = true;
    try {
      do {
        stream.readAgain = false;
        await this.sendNewRows(stream);
      } while (stream.readAgain && !stream.sse.ended);
    } catch (error) {
      // The client's reconnect refetches whatever this read would have sent.
      this.log.warn({ err: error, userId: stream.userId }, 'live activity: reading new rows failed; ending the stream');
      stream.sse.end();
    } finally {
      stream.reading = false;
    }
  }

  private async sendNewRows(stream: LiveStream): Promise<void> {
    if (stream.sse.ended) return;
    const nowMs = Date.now();
    const [calls, messages, voicemails] = await Promise.all([
      visibleCallsAfter(this.db, stream.userId, stream.calls.floor(nowMs), MAX_ROWS_PER_READ + 1),
      messagesAfter(this.db, stream.userId, stream.messages.floor(nowMs), MAX_ROWS_PER_READ + 1),
      voicemailsAfter(this.db, stream.userId, stream.voicemails.floor(nowMs), MAX_ROWS_PER_READ + 1),
    ]);
    if (calls.length > MAX_ROWS_PER_READ || messages.length > MAX_ROWS_PER_READ || voicemails.length > MAX_ROWS_PER_READ) return stream.sse.end();
    for (const call of calls) {
      if (!stream.calls.isNew(call.id)) continue;
      stream.sse.send('call', callLogItemOf(call));
      stream.calls.markSent(call.id, nowMs);
    }
    for (const message of messages) {
      if (!stream.messages.isNew(message.id)) continue;
      stream.sse.send('message', {
        chat_id: message.chat_id,
        third_party_number: message.third_party_number,
        is_blocked: message.is_blocked,
        caller_name: message.caller_name,
        spam_likely: message.spam_likely,
        message: chatMessageOf(message, this.options.publicUrl),
      });
      stream.messages.markSent(message.id, nowMs);
    }
    const newVoicemails = voicemails.filter((voicemail) => stream.voicemails.isNew(voicemail.id));
    if (newVoicemails.length === 0) return;
    // The count after the newest: the badge the page shows once these are listed.
    const unheard = await countUnheardVoicemails(this.db, stream.userId);
    for (const voicemail of newVoicemails) {
      stream.sse.send('voicemail', { voicemail: voicemailOf(voicemail), unheard_count: unheard });
      stream.voicemails.markSent(voicemail.id, nowMs);
    }
  }

  /** Ends the stream with `signed-out` if its session is no longer live; a failed check ends it plainly. */
  private async checkSessionOrEnd(stream: LiveStream): Promise<void> {
    try {
      if (!(await this.checkSession(stream)) && !stream.sse.ended) {
        stream.sse.send('signed-out', {});
        stream.sse.end();
      }
    } catch (error) {
      this.log.warn({ err: error, userId: stream.userId }, 'live activity: checking the session failed; ending the stream');
      stream.sse.end();
    }
  }

  /** Whether the stream's session is live now; if so, checks again when it would lapse. */
  private async checkSession(stream: LiveStream): Promise<boolean> {
    const now = new Date();
    const session = await findLiveSessionById(this.db, stream.sessionId, now, this.options.sessionIdleMs);
    clearTimeout(stream.sessionTimer);
    if (!session || session.user_id !== stream.userId || stream.sse.ended) return false;
    const lapsesAtMs = Math.min(new Date(session.expires_at).getTime(), new Date(session.last_used_at).getTime() + this.options.sessionIdleMs);
    stream.sessionTimer = setTimeout(() => void this.checkSessionOrEnd(stream), Math.min(Math.max(lapsesAtMs - now.getTime() + 1000, 1000), LONGEST_TIMER_MS));
    stream.sessionTimer.unref();
    return true;
  }

  /**
   * Records the stream in live_event_streams, then ends the customer's streams beyond the cap,
   * oldest first (plainly: they were not signed out). Those of another instance end there, when its
   * heartbeat finds their rows gone.
   */
  private async record(stream: LiveStream): Promise<void> {
    this.recording += 1;
    let recordId: number;
    try {
      recordId = await insertLiveEventStream(this.db, stream.userId, this.instanceId);
    } finally {
      this.recording -= 1;
    }
    if (stream.sse.ended) {
      await deleteLiveEventStream(this.db, recordId);
      return;
    }
    stream.recordId = recordId;
    this.byRecord.set(recordId, stream);
    this.startHeartbeat();
    const beyond = await trimLiveEventStreams(this.db, stream.userId, this.options.maxStreamsPerUser, staleAfterMs(this.heartbeatMs));
    for (const { id } of beyond) this.byRecord.get(id)?.sse.end();
  }

  private get heartbeatMs(): number {
    return this.options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  }

  /** Beats while this instance has streams (no timer, and no query, without). */
  private startHeartbeat(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => void this.beat(), this.heartbeatMs);
    this.heartbeat.unref();
  }

  private stopHeartbeat(): void {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }

  /**
   * Renews this instance's rows and ends each stream whose row is gone (another instance opened
   * one beyond the customer's cap). A failed beat ends nothing: the next one tries again.
   */
  private async beat(): Promise<void> {
    if (this.beating) return;
    this.beating = true;
    // Only streams recorded before the renewal can be missing from its answer.
    const recorded = [...this.byRecord.values()];
    try {
      const alive = await heartbeatLiveEventStreams(this.db, this.instanceId, staleAfterMs(this.heartbeatMs));
      for (const stream of recorded) if (stream.recordId !== undefined && !alive.has(stream.recordId)) stream.sse.end();
      // Rows of streams that ended while their deletion failed; none can be a stream being recorded.
      if (this.recording === 0) for (const id of alive) if (!this.byRecord.has(id)) await deleteLiveEventStream(this.db, id);
    } catch (error) {
      this.log.warn({ err: error }, 'live activity: renewing the records of open streams failed; trying again at the next heartbeat');
    } finally {
      this.beating = false;
    }
    if (this.count === 0) this.stopHeartbeat();
  }

  /** Forgets the stream's row; a failure leaves it to this instance's next heartbeat, or to staleness. */
  private forgetRecord(stream: LiveStream): void {
    if (stream.recordId === undefined) return;
    this.byRecord.delete(stream.recordId);
    deleteLiveEventStream(this.db, stream.recordId).catch((error: unknown) => this.log.warn({ err: error, userId: stream.userId }, 'live activity: forgetting an ended stream failed'));
  }

  private add(stream: LiveStream): void {
    this.count += 1;
    addTo(this.byUser, stream.userId, stream);
    addTo(this.bySession, stream.sessionId, stream);
  }

  private remove(stream: LiveStream): void {
    clearTimeout(stream.sessionTimer);
    this.forgetRecord(stream);
    if (!this.byUser.get(stream.userId)?.has(stream)) return;
    this.count -= 1;
    removeFrom(this.byUser, stream.userId, stream);
    removeFrom(this.bySession, stream.sessionId, stream);
  }
}

function addTo(map: Map<number, Set<LiveStream>>, key: number, stream: LiveStream): void {
  const set = map.get(key) ?? new Set<LiveStream>();
  set.add(stream);
  map.set(key, set);
}

function removeFrom(map: Map<number, Set<LiveStream>>, key: number, stream: LiveStream): void {
  const set = map.get(key);
  set?.delete(stream);
  if (set?.size === 0) map.delete(key);
}
