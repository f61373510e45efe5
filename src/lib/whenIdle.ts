const FIRST_SIGNS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/** When a warm-up runs (see whenIdle). */
interface WhenIdleOptions {
  /**
   * Only once the user first touches, clicks, types or tabs on the page: for code needed only
   * once someone acts (validation, dialogs, menus), which would otherwise evaluate while the page
   * is still starting up, in long tasks that block input (total blocking time).
   */
  afterUserActs?: boolean;
}

function onIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  // Safari has no requestIdleCallback.
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/**
 * The app's one warm-up: runs `task` (a part's `preload()`, a schema's load) once the browser has
 * nothing better to do after the first paint. Returns a cancel function for effects.
 */
export function whenIdle(task: () => void, options?: WhenIdleOptions): () => void {
  if (!options?.afterUserActs) return onIdle(task);
  let cancelIdle: (() => void) | null = null;
  const onFirstSign = () => {
    stopListening();
    cancelIdle = onIdle(task);
  };
  const stopListening = () => FIRST_SIGNS.forEach((type) => window.removeEventListener(type, onFirstSign, true));
  FIRST_SIGNS.forEach((type) => window.addEventListener(type, onFirstSign, { capture: true, passive: true }));
  return () => {
    stopListening();
    cancelIdle?.();
  };
}
