import { useEffect } from 'react';
import { notificationsSupported, readDeviceSettings, readPushSubscriptionId } from '../../lib/notifications/deviceSettings';
import { useAppDispatch } from '../../state/hooks';

/** Switched on for this device and allowed, with a Push API, but no push subscription (signed out since, say). */
function pushToResume(): boolean {
  return (
    readDeviceSettings().enabled &&
    !readPushSubscriptionId() &&
    notificationsSupported() &&
    Notification.permission === 'granted' &&
    'PushManager' in window
  );
}

/**
 * Under the service worker's control (notifications were switched on here), every signed-in page
 * routes the worker's notification clicks from its load on (the worker focuses this tab and leaves
 * the routing to it), and a device switched on without a push subscription subscribes again once
 * signed in: signing out ended it. Quietly: the Notifications section says when pushes are missing.
 */
export function useDeviceNotifications(signedIn: boolean): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return;
    void import('../../lib/notifications/serviceWorker').then((worker) => worker.listenForNotificationClicks());
    if (signedIn && pushToResume()) {
      void import('../../api/pushSubscription').then((push) => push.syncPushSubscription(dispatch, readDeviceSettings())).catch(() => undefined);
    }
  }, [dispatch, signedIn]);
}
