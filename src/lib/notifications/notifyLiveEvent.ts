import type { LiveEventPayloads, PushKind } from '../../contract/api';
import { pushPayloadFor } from '../../contract/pushPayload';
import { notificationsSupported, readDeviceSettings } from './deviceSettings';
import { showNotification } from './showNotification';

/**
 * A live call, message or voicemail while this tab is hidden: a notification, if the customer
 * switched that kind on for this device and the browser allows it. A visible tab shows it on screen.
 */
export function notifyLiveEvent<K extends PushKind>(kind: K, event: LiveEventPayloads[K]): void {
  if (document.visibilityState !== 'hidden' || !notificationsSupported() || Notification.permission !== 'granted') return;
  const settings = readDeviceSettings();
  if (!settings.enabled || !settings.kinds[kind]) return;
  showNotification(pushPayloadFor(kind, event, { previews: settings.previews }));
}
