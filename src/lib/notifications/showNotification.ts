import type { PushPayload } from '../../contract/api';
import { navigateTo, ROUTER_BASENAME } from '../navigation';

/** A notification's url ('/app/dashboard/…') as a route path for the router. */
export function routeOf(url: string): string {
  return url.startsWith(`${ROUTER_BASENAME}/`) ? url.slice(ROUTER_BASENAME.length) : url;
}

/** Brings this tab forward and moves the router to the notification's screen. */
export function openNotificationUrl(url: string): void {
  window.focus();
  navigateTo(routeOf(url));
}

/** The service worker's registration when one controls this page (its notifications click through the worker). */
async function activeRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return null;
  try {
    return (await navigator.serviceWorker.getRegistration()) ?? null;
  } catch {
    return null;
  }
}

/**
 * Shows one notification. With a service worker it is the worker's (one click path with pushes,
 * the same tag replaces a push about the same item); without one the page's own.
 */
export async function showNotification(payload: PushPayload): Promise<void> {
  const options = { body: payload.body, tag: payload.tag, data: { url: payload.url } };
  const registration = await activeRegistration();
  if (registration) {
    await registration.showNotification(payload.title, options);
    return;
  }
  const notification = new Notification(payload.title, options);
  notification.onclick = () => {
    notification.close();
    openNotificationUrl(payload.url);
  };
}
