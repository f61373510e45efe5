import { useEffect } from 'react';
import { notificationsSupported, readDeviceSettings, readPushEndpoint, readPushSubscriptionId } from '../../lib/notifications/deviceSettings';
import { useAppDispatch, type AppDispatch } from '../../state/hooks';

/** What the service worker posts when the browser renewed or dropped this device's push subscription. */
const SUBSCRIPTION_CHANGE_MESSAGE = 'push-subscription-change';

/** Switched on for this device and allowed, with a Push API: the device should have a push subscription. */
function pushWanted(): boolean {
  return readDeviceSettings().enabled && notificationsSupported() && Notification.permission === 'granted' && 'PushManager' in window;
}

/** The browser has no subscription, or another one than this device registered (it renewed or expired it). */
async function subscriptionMoved(): Promise<boolean> {
  const registration = await navigator.serviceWorker.ready;
  if (!('pushManager' in registration)) return false;
  const current = await registration.pushManager.getSubscription();
  return current?.endpoint !== readPushEndpoint();
}

let checking: Promise<void> | null = null;

/**
 * Registers the browser's current subscription when it is not the registered one: with no id
 * (signing out ended it) it subscribes again; with an id it renews (the old record is deleted).
 * One check at a time: a page load and the worker's message may ask together.
 */
function checkPushSubscription(dispatch: AppDispatch): Promise<void> {
  checking ??= (async () => {
    const hadId = readPushSubscriptionId() !== null;
    if (hadId && !(await subscriptionMoved())) return;
    const push = await import('../../api/pushSubscription');
    if (hadId) await push.renewPushSubscription(dispatch, readDeviceSettings());
    else await push.syncPushSubscription(dispatch, readDeviceSettings());
  })()
    .catch(() => undefined)
    .finally(() => {
      checking = null;
    });
  return checking;
}

/**
 * Under the service worker's control (notifications were switched on here), every signed-in page
 * routes the worker's notification clicks from its load on (the worker focuses this tab and leaves
 * the routing to it), and keeps this device's push subscription registered once signed in: a device
 * switched on without one subscribes again (signing out ended it), and one whose browser renewed or
 * dropped it registers the current one, on load and when the worker says so (the worker holds no
 * session token). Quietly: the Notifications section says when pushes are missing.
 */
export function useDeviceNotifications(signedIn: boolean): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const controlled = Boolean(navigator.serviceWorker.controller);
    const listening = controlled
      ? import('../../lib/notifications/serviceWorker').then((worker) => worker.listenForNotificationClicks()).catch(() => undefined)
      : Promise.resolve();
    if (!signedIn) return;
    // Also on a page the worker does not control yet (notifications just switched on): its messages reach every app page.
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown } | null;
      if (data?.type === SUBSCRIPTION_CHANGE_MESSAGE && pushWanted()) void checkPushSubscription(dispatch);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    // Clicks are heard first: the check may take a while, a click must not wait for it.
    if (controlled && pushWanted()) void listening.then(() => checkPushSubscription(dispatch));
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [dispatch, signedIn]);
}
