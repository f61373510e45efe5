import type { ChangeListener } from './changeFeedTypes';

/**
 * A value loaded from the database and kept until the database announces a change of it
 * (`payload` on the change feed, e.g. migration 0600's 'plans'), on every server at once. While
 * the announcements cannot be heard nothing is kept: every call loads. Callers share a load in
 * progress; a load that fails, or during which the change was announced, is not kept.
 */
export class KeptUntilAnnounced<T> implements ChangeListener {
  private kept: Promise<T> | null = null;
  private isListening = false;

  constructor(
    private readonly payload: string,
    private readonly load: () => Promise<T>,
  ) {}

  get(): Promise<T> {
    if (this.kept) return this.kept;
    const value = this.load();
    if (this.isListening) {
      this.kept = value;
      value.catch(() => {
        if (this.kept === value) this.kept = null;
      });
    }
    return value;
  }

  onChange(payload: string): void {
    if (payload === this.payload) this.kept = null;
  }

  onListening(): void {
    this.isListening = true;
  }

  onLost(): void {
    this.isListening = false;
    this.kept = null;
  }
}
