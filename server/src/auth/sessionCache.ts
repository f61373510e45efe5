import type { Kysely } from 'kysely';
import { listenForChanges } from '../db/changeFeed';
import type { ChangeFeed, ChangeListener } from '../db/changeFeedTypes';
import { ChangeHub } from '../db/changeHub';
import type { DatabaseOptions } from '../db/database';
import { findLiveSession, touchSession, type LiveSession } from '../db/queries/sessions';
import type { Database } from '../db/schema';
import type { Logger } from '../lib/logger';
import { sharedRoundTrip } from '../lib/sharedRoundTrip';

/**
 * The channel of migration 0400's notifications ('session:{id}', 'user:{id}', 'all'), which also
 * carries what other kept copies need to hear (migration 0600's 'plans').
 */
const SESSION_CHANGES_CHANNEL = 'session_changes';
/** Announcements on the channel that concern no session. */
const NOT_ABOUT_SESSIONS = new Set(['plans']);

/** Some 300 bytes each: 10,000 live sessions in about 3 MB. */
const MAX_ENTRIES = 10_000;

interface Kept {
  session: LiveSession;
  expiresAtMs: number;
  lastUsedAtMs: number;
}

/**
 * Live sessions by token hash, kept in memory so that an authenticated request needs no query,
 * and exactly as current as the database: every change to a session or to its user's call log
 * version is announced by the database (migration 0400) and drops what is kept of it, on every
 * server that shares the database. While the announcements cannot be heard (not yet listening,
 * or the listening connection lost) nothing is kept and every lookup asks the database.
 *
 * Idle and absolute expiry are checked on every request from the kept timestamps; only a
 * session the database called live is ever kept, never the absence of one.
 *
 * Read-your-writes across instances: on PostgreSQL another server's change reaches this one a
 * moment after its commit, while its writer may already have answered (and the caller moved on to
 * this server). So before a kept session is served, the listening connection is asked for one
 * round trip (`caughtUp`), after which every change committed before the request arrived has been
 * heard; concurrent requests share that round trip (lib/sharedRoundTrip.ts). The embedded
 * database announces a change as it commits it, and needs none.
 */
export class SessionCache implements ChangeListener {
  /** By token hash, least recently used first. */
  private readonly kept = new Map<string, Kept>();
  private readonly tokenOfSession = new Map<number, string>();
  private readonly tokensOfUser = new Map<number, Set<string>>();
  private isListening = false;
  /**
   * Counts announcements and changes of listening: a lookup during which it moved may have read
   * the database before a change it was not told about, so its answer is used but not kept.
   */
  private changes = 0;
  private feed: ChangeFeed | undefined;
  /** Whether a kept session waits for `caughtUp()` before it is served (PostgreSQL: see above). */
  private catchUpBeforeServing = false;
  private readonly sharedCatchUp = sharedRoundTrip(() => this.feed?.caughtUp() ?? Promise.resolve());

  constructor(
    private readonly db: Kysely<Database>,
    private readonly idleMs: number,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  /**
   * A cache that listens to the configured database's announcements (stop it with `stop()`),
   * through `hub`, whose other subscribers hear the same feed.
   */
  static async start(db: Kysely<Database>, options: DatabaseOptions & { sessionIdleMs: number }, log: Logger, hub = new ChangeHub()): Promise<SessionCache> {
    const cache = new SessionCache(db, options.sessionIdleMs);
    cache.catchUpBeforeServing = options.databaseUrl !== '';
    hub.subscribe(cache);
    cache.feed = await listenForChanges(options, SESSION_CHANGES_CHANNEL, hub, log);
    return cache;
  }

  /** What findLiveSession answers for the token hash, from memory when it can. */
  async find(tokenHash: string, now: Date): Promise<LiveSession | undefined> {
    // Only a kept session can be stale; a lookup in the database is as current as it gets.
    if (this.catchUpBeforeServing && this.kept.has(tokenHash)) await this.sharedCatchUp();
    const kept = this.kept.get(tokenHash);
    if (kept && kept.expiresAtMs > now.getTime() && kept.lastUsedAtMs > now.getTime() - this.idleMs) {
      // Map order is the eviction order: moving the entry to the end marks it most recently used.
      this.kept.delete(tokenHash);
      this.kept.set(tokenHash, kept);
      return kept.session;
    }
    // A lapsed session is forgotten and the database has the last word.
    if (kept) this.forget(tokenHash);
    const changesBefore = this.changes;
    const session = await findLiveSession(this.db, tokenHash, now, this.idleMs);
    if (session && this.isListening && this.changes === changesBefore) this.keep(tokenHash, session);
    return session;
  }

  /**
   * Writes the session's last use (touchSession) and keeps the kept copy in step with it, unless
   * another server has meanwhile written a later one (which this one is about to hear of).
   */
  async touch(tokenHash: string, sessionId: number, now: Date): Promise<void> {
    await touchSession(this.db, sessionId, now);
    const kept = this.kept.get(tokenHash);
    if (kept?.session.id === sessionId && kept.lastUsedAtMs < now.getTime()) {
      this.kept.set(tokenHash, { ...kept, session: { ...kept.session, last_used_at: now }, lastUsedAtMs: now.getTime() });
    }
  }

  /** Resolves once every change committed before the call has reached this cache. */
  caughtUp(): Promise<void> {
    return this.sharedCatchUp();
  }

  /** Stops listening and forgets everything; lookups then always ask the database. */
  async stop(): Promise<void> {
    await this.feed?.stop();
    this.onLost();
  }

  /** Whether sessions are being kept: the database's announcements are heard. */
  get listening(): boolean {
    return this.isListening;
  }

  /** How many sessions are kept now. */
  get size(): number {
    return this.kept.size;
  }

  onChange(payload: string): void {
    if (NOT_ABOUT_SESSIONS.has(payload)) return;
    this.changes += 1;
    const [kind, id] = payload.split(':');
    if (kind === 'session') {
      const tokenHash = this.tokenOfSession.get(Number(id));
      if (tokenHash !== undefined) this.forget(tokenHash);
    } else if (kind === 'user') {
      for (const tokenHash of [...(this.tokensOfUser.get(Number(id)) ?? [])]) this.forget(tokenHash);
    } else {
      this.forgetAll();
    }
  }

  onListening(): void {
    this.changes += 1;
    this.isListening = true;
  }

  onLost(): void {
    this.changes += 1;
    this.isListening = false;
    this.forgetAll();
  }

  private keep(tokenHash: string, session: LiveSession): void {
    this.forget(tokenHash);
    this.kept.set(tokenHash, { session, expiresAtMs: new Date(session.expires_at).getTime(), lastUsedAtMs: session.last_used_at.getTime() });
    this.tokenOfSession.set(session.id, tokenHash);
    const tokens = this.tokensOfUser.get(session.user_id) ?? new Set<string>();
    tokens.add(tokenHash);
    this.tokensOfUser.set(session.user_id, tokens);
    for (const oldest of this.kept.keys()) {
      if (this.kept.size <= this.maxEntries) break;
      this.forget(oldest);
    }
  }

  private forget(tokenHash: string): void {
    const kept = this.kept.get(tokenHash);
    if (!kept) return;
    this.kept.delete(tokenHash);
    this.tokenOfSession.delete(kept.session.id);
    const tokens = this.tokensOfUser.get(kept.session.user_id);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) this.tokensOfUser.delete(kept.session.user_id);
  }

  private forgetAll(): void {
    this.kept.clear();
    this.tokenOfSession.clear();
    this.tokensOfUser.clear();
  }
}
