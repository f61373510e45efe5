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

/** The worker's notification click reaches this tab as a message (the worker focuses it): route there without a reload. */
export function listenForNotificationClicks(): void {
  if (listening || !serviceWorkerSupported()) return;
  listening = true;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: unknown; url?: unknown } | null;
    if (data?.type === 'notification-click' && typeof data.url === 'string') navigateTo(routeOf(data.url));
  });
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
}
