/**
 * Runs `task` once the browser has nothing better to do (after first paint), or after `fallbackMs`
 * where requestIdleCallback is missing (Safari). Returns a cancel function for effects.
 */
export function whenIdle(task: () => void, fallbackMs = 200): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, fallbackMs);
  return () => window.clearTimeout(handle);
}
