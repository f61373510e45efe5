import type { ChangeListener } from './changeFeedTypes';

/**
 * One change feed, many listeners: a server listens on one connection (one more per instance on
 * PostgreSQL, however many things it keeps), and each thing that keeps a copy of data subscribes
 * here. A listener that subscribes while the feed is listening hears `onListening()` at once.
 */
export class ChangeHub implements ChangeListener {
  private readonly listeners = new Set<ChangeListener>();
  private isListening = false;

  /** Passes every announcement to `listener` from now on; returns the way to stop. */
  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    if (this.isListening) listener.onListening();
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Whether the feed is heard now. */
  get listening(): boolean {
    return this.isListening;
  }

  onChange(payload: string): void {
    for (const listener of this.listeners) listener.onChange(payload);
  }

  onListening(): void {
    this.isListening = true;
    for (const listener of this.listeners) listener.onListening();
  }

  onLost(): void {
    this.isListening = false;
    for (const listener of this.listeners) listener.onLost();
  }
}
