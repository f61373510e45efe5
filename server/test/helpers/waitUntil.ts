/**
 * Waits until `condition` holds, and fails after `timeoutMs` (15 s: generous on a busy machine).
 * It asks again on each pass of the event loop (what the server's own work brings: no clock in the
 * test), or every `everyMs` for what a background job's poll or another process brings.
 */
export async function waitUntil(condition: () => boolean | Promise<boolean>, { timeoutMs = 15_000, everyMs = 0 } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => (everyMs > 0 ? setTimeout(resolve, everyMs) : setImmediate(resolve)));
  }
}
