import { isApiError, type ApiError } from './apiError';
import { pushApi } from './pushApi';
import type { PushKind, PushSubscriptionRequest } from '../contract/api';
import type { AppDispatch } from '../state/hooks';
import { readPushSubscriptionId, savePushSubscriptionId, type DeviceNotificationSettings } from '../lib/notifications/deviceSettings';
import { SERVICE_WORKER_SCOPE, serviceWorkerSupported } from '../lib/notifications/serviceWorker';

/** 'subscribed': pushes reach this device while the app is closed; 'in-tab': the browser or the backend has no Web Push. */
export type PushOutcome = 'subscribed' | 'in-tab';

/** The browser can receive pushes: a service worker and the Push API. */
export function pushSupported(): boolean {
  return serviceWorkerSupported() && typeof window !== 'undefined' && 'PushManager' in window;
}

/** The server's key (base64url, as GET /push/config gives it) as the bytes PushManager.subscribe takes. */
export function applicationServerKeyOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameBytes(buffer: ArrayBuffer | null | undefined, key: Uint8Array): boolean {
  if (!buffer || buffer.byteLength !== key.length) return false;
  const bytes = new Uint8Array(buffer);
  return key.every((byte, index) => bytes[index] === byte);
}

function kindsOf(settings: DeviceNotificationSettings): PushKind[] {
  return (['call', 'message', 'voicemail'] as const).filter((kind) => settings.kinds[kind]);
}

async function registrationOf(given: ServiceWorkerRegistration | null | undefined): Promise<ServiceWorkerRegistration | null> {
  if (given !== undefined) return given;
  if (!serviceWorkerSupported()) return null;
  return (await navigator.serviceWorker.getRegistration(SERVICE_WORKER_SCOPE).catch(() => undefined)) ?? null;
}

/** This browser's subscription for the key: the current one, or a new one (a subscription made with another key is replaced). */
async function subscriptionFor(registration: ServiceWorkerRegistration, key: Uint8Array<ArrayBuffer>): Promise<PushSubscription> {
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameBytes(existing.options.applicationServerKey, key)) return existing;
  if (existing) await existing.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

function requestOf(subscription: PushSubscription, settings: DeviceNotificationSettings): PushSubscriptionRequest {
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('The browser gave a push subscription without its keys.');
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth }, kinds: kindsOf(settings), previews: settings.previews };
}

const notFound = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * Subscribes this device to Web Push, or updates its subscription (the server knows it by its
 * endpoint), with the kinds and previews of `settings`, and keeps the server's id. `registration`:
 * the service worker's, when just registered; otherwise it is looked up. Throws when it fails.
 */
export async function syncPushSubscription(
  dispatch: AppDispatch,
  settings: DeviceNotificationSettings,
  registration?: ServiceWorkerRegistration | null,
): Promise<PushOutcome> {
  const worker = pushSupported() ? await registrationOf(registration) : null;
  if (!worker || !('pushManager' in worker)) return 'in-tab';
  const config = await dispatch(pushApi.endpoints.getPushConfig.initiate(undefined, { subscribe: false }));
  if (config.error) {
    if (!notFound(config.error)) throw config.error;
    // A backend without Web Push (or with it switched off): in-tab notifications only.
    savePushSubscriptionId(null);
    return 'in-tab';
  }
  if (!config.data) throw new Error('The push configuration could not be read.');
  const subscription = await subscriptionFor(worker, applicationServerKeyOf(config.data.vapid_public_key));
  const { id } = await dispatch(pushApi.endpoints.savePushSubscription.initiate(requestOf(subscription, settings))).unwrap();
  savePushSubscriptionId(id, subscription.endpoint);
  return 'subscribed';
}

/**
 * The browser renewed, expired or dropped this device's subscription (the worker says so, or a page
 * finds another endpoint than the one it registered): registers the current one as
 * syncPushSubscription does (subscribing again when the browser has none), then deletes the old
 * record. A DELETE that fails is left: the first push to the old endpoint finds it gone (404/410)
 * and the server drops it. Throws when registering fails.
 */
export async function renewPushSubscription(dispatch: AppDispatch, settings: DeviceNotificationSettings): Promise<PushOutcome> {
  const previous = readPushSubscriptionId();
  const outcome = await syncPushSubscription(dispatch, settings);
  if (previous && previous !== readPushSubscriptionId()) await dispatch(pushApi.endpoints.deletePushSubscription.initiate(previous));
  return outcome;
}

/**
 * Ends this device's Web Push subscription: the browser's (no more pushes arrive) and the server's
 * record (DELETE; one the server no longer knows counts as gone). Throws the server's failure after
 * the browser's part is done; the id is then kept, so a later attempt (signing out) tries again.
 */
export async function endPushSubscription(dispatch: AppDispatch): Promise<void> {
  const id = readPushSubscriptionId();
  const worker = await registrationOf(undefined);
  const unsubscribed = (async () => {
    const subscription = worker && 'pushManager' in worker ? await worker.pushManager.getSubscription() : null;
    await subscription?.unsubscribe();
  })().catch(() => undefined);
  let failure: ApiError | null = null;
  if (id) {
    const deleted = await dispatch(pushApi.endpoints.deletePushSubscription.initiate(id));
    if (deleted.error && !notFound(deleted.error)) failure = isApiError(deleted.error) ? deleted.error : { status: 'NETWORK_ERROR', failure: 'The subscription could not be removed.' };
    else savePushSubscriptionId(null);
  }
  await unsubscribed;
  if (failure) throw failure;
}

/**
 * Signing out: the subscription ends as above, and its id is forgotten whatever the server said
 * (the browser's subscription is gone, and the server drops a signed-out session's records).
 */
export async function endPushSubscriptionOnSignOut(dispatch: AppDispatch): Promise<void> {
  await endPushSubscription(dispatch).catch(() => undefined);
  savePushSubscriptionId(null);
}
