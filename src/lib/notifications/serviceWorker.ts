import type { PushPayload } from '../../contract/api';
import { navigateTo } from '../navigation';
import { routeOf } from './notificationRoute';

export const SERVICE_WORKER_URL = '/app/sw.js';
export const SERVICE_WORKER_SCOPE = '/app/';

export function serviceWorkerSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

export function controlledByServiceWorker(): boolean {
  return serviceWorkerSupported() && Boolean(navigator.serviceWorker.controller);
}

let listening = false;
/** The id of the last click followed: the worker may hand one click twice (sent, then asked for). */
let lastClickFollowed: string | null = null;

/** Tells the active worker something (none yet: it says nothing; the page works without it). */
function tellWorker(message: { type: string; id?: string }): void {
  void Promise.resolve()
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => registration.active?.postMessage(message))
    .catch(() => undefined);
}

function followClick(data: { url: string; id?: unknown }): void {
  if (typeof data.id === 'string') {
    if (data.id === lastClickFollowed) return;
    lastClickFollowed = data.id;
    tellWorker({ type: 'notification-click-taken', id: data.id });
  }
  navigateTo(routeOf(data.url));
}

/**
 * The worker's notification click reaches this tab as a message (the worker focuses it): route there
 * without a reload. A click made while this page was loading reached no listener: once listening,
 * the page asks the worker for it.
 */
export function listenForNotificationClicks(): void {
  if (listening || !serviceWorkerSupported()) return;
  listening = true;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: unknown; url?: unknown; id?: unknown } | null;
    if (data?.type === 'notification-click' && typeof data.url === 'string') followClick({ url: data.url, id: data.id });
  });
  tellWorker({ type: 'notification-click-listening' });
}

/** Registers the worker (only once notifications are switched on); a failure leaves in-tab notifications as they are. */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!serviceWorkerSupported()) return null;
  listenForNotificationClicks();
  try {
    return await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
  } catch {
    return null;
  }
}

/**
 * Shows a notification through the worker when one controls this tab, so a click takes the same
 * path as a push's (the worker's notificationclick).
 */
export async function showThroughServiceWorker(payload: PushPayload): Promise<void> {
  listenForNotificationClicks();
  const registration = await navigator.serviceWorker.ready;
  await registration.showNotification(payload.title, { body: payload.body, tag: payload.tag, data: { url: payload.url } });
}

/** For tests: forget the message listener. */
export function resetServiceWorkerListener(): void {
  listening = false;
  lastClickFollowed = null;
}
