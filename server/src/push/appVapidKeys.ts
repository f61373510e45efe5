import type { AppContext } from '../appContext';
import { resolveVapidKeys, type VapidKeys } from './vapidKeys';

/** Each app's keys, resolved once (a sandbox's first resolve may write them to the database). */
const resolved = new WeakMap<Pick<AppContext, 'db' | 'config'>, Promise<VapidKeys | null>>();

/**
 * The app's VAPID keys, or null when push is off. A failed resolve (the database was away) is
 * forgotten, so the next request tries again instead of keeping the failure for the app's life.
 */
export function vapidKeysOf(ctx: Pick<AppContext, 'db' | 'config'>): Promise<VapidKeys | null> {
  let keys = resolved.get(ctx);
  if (!keys) {
    keys = resolveVapidKeys(ctx.db, ctx.config);
    resolved.set(ctx, keys);
    keys.catch(() => resolved.delete(ctx));
  }
  return keys;
}
