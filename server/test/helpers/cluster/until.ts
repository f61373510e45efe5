/**
 * Polls `look` until it answers something (not undefined) and answers that; throws, naming `what`,
 * once `deadline` (ms since the epoch) has passed. For waits on other processes, which no event
 * of this one announces.
 */
export async function until<T>(what: string, look: () => Promise<T | undefined> | T | undefined, deadline = Date.now() + 60_000, everyMs = 50): Promise<T> {
  for (;;) {
    const found = await look();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
