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

/** Shows one notification; its click brings this tab forward on the notification's screen. */
export function showNotification(payload: PushPayload): void {
  const notification = new Notification(payload.title, { body: payload.body, tag: payload.tag, data: { url: payload.url } });
  notification.onclick = () => {
    notification.close();
    openNotificationUrl(payload.url);
  };
}
