/**
 * Polls `probe` until it returns something other than null (for state outside the page: the
 * outbox, the database). Page state is awaited with Playwright's own waiting locators instead.
 */
export async function waitFor<T>(what: string, probe: () => T | null | Promise<T | null>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
