import type { Kysely } from 'kysely';
import webPush from 'web-push';
import type { ServerConfig } from '../config';
import { storeOrReadVapidKeys } from '../db/queries/pushVapidKeys';
import type { Database } from '../db/schema';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * The application server keys pushes are signed with, or null when push is off. Configured keys
 * win; a sandbox without them generates a pair once and keeps it in the database, so every
 * instance on that database signs with the same key the browsers subscribed with (the first
 * instance's insert wins, the others read it). Real mode without keys has no push.
 */
export async function resolveVapidKeys(
  db: Kysely<Database>,
  config: Pick<ServerConfig, 'sandbox' | 'vapidPublicKey' | 'vapidPrivateKey' | 'vapidSubject'>,
): Promise<VapidKeys | null> {
  const subject = config.vapidSubject;
  if (config.vapidPublicKey !== '' || config.vapidPrivateKey !== '') {
    if (config.vapidPublicKey === '' || config.vapidPrivateKey === '') {
      throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
    }
    return { publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey, subject };
  }
  if (!config.sandbox) return null;
  const stored = await storeOrReadVapidKeys(db, webPush.generateVAPIDKeys());
  return { ...stored, subject };
}
