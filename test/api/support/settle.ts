import { baseApi } from '../../../src/api/baseApi';
import type { AppStore } from '../../../src/app/store';

const nextMacrotask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Waits until the store has no query or mutation in flight, including the refetches that an
 * invalidation starts after a mutation settles.
 */
export async function settle(store: AppStore): Promise<void> {
  for (let round = 0; round < 20; round += 1) {
    const running = [
      ...store.dispatch(baseApi.util.getRunningQueriesThunk()),
      ...store.dispatch(baseApi.util.getRunningMutationsThunk()),
    ];
    if (running.length === 0) {
      await nextMacrotask();
      if (
        store.dispatch(baseApi.util.getRunningQueriesThunk()).length === 0 &&
        store.dispatch(baseApi.util.getRunningMutationsThunk()).length === 0
      )
        return;
    }
    await Promise.allSettled(running);
  }
  throw new Error('the store never settled');
}
