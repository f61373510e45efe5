import type { PushKind } from '../../contract/api';
import { PUSH_SUBSCRIPTION_KEY } from './pushSubscriptionKey';

/** What the customer switched on for this browser: kept in localStorage, as it belongs to the device. */
export interface DeviceNotificationSettings {
  /** 'Notify me on this device'. */
  enabled: boolean;
  kinds: Record<PushKind, boolean>;
  /** 'Show message text in notifications'. */
  previews: boolean;
}

export const SETTINGS_KEY = 'pn-notifications';

export const defaultSettings: DeviceNotificationSettings = {
  enabled: false,
  kinds: { call: false, message: false, voicemail: false },
  previews: false,
};

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The saved settings; anything unreadable counts as the defaults (all off). */
export function readDeviceSettings(): DeviceNotificationSettings {
  try {
    const parsed = JSON.parse(storage()?.getItem(SETTINGS_KEY) ?? 'null') as Partial<DeviceNotificationSettings> | null;
    if (!parsed || typeof parsed !== 'object') return defaultSettings;
    const kinds = parsed.kinds ?? defaultSettings.kinds;
    return {
      enabled: parsed.enabled === true,
      kinds: { call: kinds.call === true, message: kinds.message === true, voicemail: kinds.voicemail === true },
      previews: parsed.previews === true,
    };
  } catch {
    return defaultSettings;
  }
}

export function saveDeviceSettings(settings: DeviceNotificationSettings): void {
  try {
    storage()?.setItem(SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Storage full or refused (private mode): the switches hold for this visit only.
  }
}

/** The browser can show notifications at all. */
export function notificationsSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

export { PUSH_SUBSCRIPTION_KEY };

/**
 * The endpoint of the subscription the server was given with that id: a page compares the browser's
 * current subscription with it, to register one the browser renewed. Not secret: any script of this
 * origin can read the browser's subscription anyway.
 */
export const PUSH_ENDPOINT_KEY = 'pn-push-endpoint';

/** The id the server gave this device's Web Push subscription (kept beside the settings, as it belongs to the device). */
export function readPushSubscriptionId(): string | null {
  try {
    const id = storage()?.getItem(PUSH_SUBSCRIPTION_KEY);
    return id ? id : null;
  } catch {
    return null;
  }
}

/** The endpoint registered with that id; null when unknown (registered before endpoints were kept). */
export function readPushEndpoint(): string | null {
  try {
    return storage()?.getItem(PUSH_ENDPOINT_KEY) || null;
  } catch {
    return null;
  }
}

/** Dispatched on window when this tab saves or forgets the id (the storage event reaches only other tabs). */
export const PUSH_SUBSCRIPTION_CHANGED = 'pn-push-subscription-changed';

/** Saves the id and the endpoint registered with it, or forgets both (null). */
export function savePushSubscriptionId(id: string | null, endpoint: string | null = null): void {
  try {
    if (id === null) storage()?.removeItem(PUSH_SUBSCRIPTION_KEY);
    else storage()?.setItem(PUSH_SUBSCRIPTION_KEY, id);
    if (id === null || endpoint === null) storage()?.removeItem(PUSH_ENDPOINT_KEY);
    else storage()?.setItem(PUSH_ENDPOINT_KEY, endpoint);
  } catch {
    // Storage refused: the subscription is not remembered, and is replaced the next time it is switched on.
  }
  window.dispatchEvent(new Event(PUSH_SUBSCRIPTION_CHANGED));
}
