import { useDeferredValue } from 'react';

/**
 * `settled` as the screen shows it. When a query's answer arrives React-Redux renders the store
 * change at once, in one task, however much the answer puts on screen (on a phone the
 * chats and plan pages spent 90-150 ms in it). Read through this, the change to "settled" shows in
 * a second, deferred render that React does in 5 ms slices; the first render keeps what was there
 * (the loading state). Data already cached when the screen mounts shows at once.
 */
export function useSettledForPaint(settled: boolean): boolean {
  return useDeferredValue(settled);
}
