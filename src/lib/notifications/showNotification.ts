import type { PushPayload } from '../../contract/api';
import { navigateTo } from '../navigation';
import { routeOf } from './notificationRoute';
import { controlledByServiceWorker, showThroughServiceWorker } from './serviceWorker';


/** Brings this tab forward and moves the router to the notification's screen. */
export function openNotificationUrl(url: string): void {
  window.focus();
  navigateTo(routeOf(url));
}

/**
 * Shows one notification; its click brings this tab forward on the notification's screen. With a
 * service worker controlling the tab, the worker shows it (same tag), so one click path serves all.
 */
export function showNotification(payload: PushPayload): void {
  if (!controlledByServiceWorker()) return showInTab(payload);
  void showThroughServiceWorker(payload).catch(() => showInTab(payload));
}

function showInTab(payload: PushPayload): void {
  const notification = new Notification(payload.title, { body: payload.body, tag: payload.tag, data: { url: payload.url } });
  notification.onclick = () => {
    notification.close();
    openNotificationUrl(payload.url);
  };
}
