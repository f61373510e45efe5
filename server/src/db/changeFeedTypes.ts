/** The shapes of a change feed (changeFeed.ts), apart so that each kind of feed can name them without importing the chooser. */

/** What a change feed tells the one who listens. */
export interface ChangeListener {
  /** A notification arrived on the channel (sent by a trigger at commit, or by pg_notify). */
  onChange(payload: string): void;
  /** Listening has started or resumed: from now on every change is announced. */
  onListening(): void;
  /** Listening has stopped: changes may go unannounced until `onListening()` is called again. */
  onLost(): void;
}

/** Notifications of one channel of the database, passed to a ChangeListener. */
export interface ChangeFeed {
  /**
   * Resolves once every change committed before the call has reached the listener (at once when
   * not listening: then nothing relies on the announcements).
   */
  caughtUp(): Promise<void>;
  /** Stops listening; the listener hears nothing more, not even `onLost()`. */
  stop(): Promise<void>;
}
