import { accountApi } from '../../api/accountApi';
import { phonesApi } from '../../api/phonesApi';
import { subscriptionApi } from '../../api/subscriptionApi';
import { inTasks } from '../../lib/inTasks';
import type { AppDispatch } from '../../state/hooks';

/**
 * Starts the four guard queries (useGuardQueries) for a signed-in visit as soon as the store
 * exists, rather than once the guard has rendered: on a slow phone that render takes a while,
 * and the pages wait for these answers. The guard then finds them in the cache (or in flight):
 * each is still fetched once. Each request starts in a task of its own: starting a fetch costs a
 * phone several milliseconds, and four in one task would block input (total blocking time).
 */
export async function prefetchGuardData(dispatch: AppDispatch): Promise<void> {
  // Not in the task that evaluated the API slices either.
  await inTasks(
    () => dispatch(accountApi.util.prefetch('getProfile', undefined, {})),
    () => dispatch(subscriptionApi.util.prefetch('getSubscription', undefined, {})),
    () => dispatch(subscriptionApi.util.prefetch('getActiveSubscriptions', undefined, {})),
    () => dispatch(phonesApi.util.prefetch('getPhones', undefined, {})),
  );
}
