import { applicationServerKeyOf } from '../../../src/api/pushSubscription';
import { PUSH_ENDPOINT_KEY, PUSH_SUBSCRIPTION_KEY, SETTINGS_KEY } from '../../../src/lib/notifications/deviceSettings';
import { resetServiceWorkerListener } from '../../../src/lib/notifications/serviceWorker';
import { TEST_VAPID_PUBLIC_KEY } from '../../mocks/scenarios/push';
import { removeFakeNotification } from './fakeNotification';

/** A push subscription as the browser's PushManager gives it. */
export class FakePushSubscription {
  readonly unsubscribe = jest.fn(async () => {
    FakePushManager.current = null;
    return true;
  });

  constructor(
    readonly endpoint: string,
    readonly options: { userVisibleOnly: boolean; applicationServerKey: ArrayBuffer | null },
  ) {}

  toJSON() {
    return { endpoint: this.endpoint, expirationTime: null, keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' } };
  }
}

/** This browser's PushManager: one subscription at most, as the browser keeps per service worker. */
export class FakePushManager {
  static current: FakePushSubscription | null = null;
  static endpoint = 'https://push.example.com/send/device-1';

  readonly getSubscription = jest.fn(async () => FakePushManager.current);
  readonly subscribe = jest.fn(async (options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => {
    const key = options.applicationServerKey;
    FakePushManager.current = new FakePushSubscription(FakePushManager.endpoint, {
      userVisibleOnly: options.userVisibleOnly,
      applicationServerKey: key.buffer.slice(key.byteOffset, key.byteOffset + key.byteLength) as ArrayBuffer,
    });
    return FakePushManager.current;
  });
}

/** The browser's subscription at `endpoint`, made with the test server's key: one the page registered, or one the browser renewed. */
export function browserHasSubscription(endpoint: string): FakePushSubscription {
  const key = applicationServerKeyOf(TEST_VAPID_PUBLIC_KEY);
  FakePushManager.current = new FakePushSubscription(endpoint, { userVisibleOnly: true, applicationServerKey: key.buffer.slice(0) });
  return FakePushManager.current;
}

/**
 * A fake navigator.serviceWorker whose registration has a PushManager, and window.PushManager
 * (`push: false`: a browser with service workers but no Push API; `controlled`: the worker controls the tab).
 */
export function installFakePushBrowser({ push = true, controlled = false }: { push?: boolean; controlled?: boolean } = {}) {
  FakePushManager.current = null;
  const pushManager = new FakePushManager();
  const registration = { showNotification: jest.fn(async () => undefined), ...(push ? { pushManager } : {}) };
  const target = new EventTarget();
  const container = {
    controller: controlled ? {} : null,
    ready: Promise.resolve(registration),
    register: jest.fn(async () => registration),
    getRegistration: jest.fn(async () => registration),
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  };
  /** A message the worker posts to this page (client.postMessage). */
  const postFromWorker = (data: unknown) => target.dispatchEvent(new MessageEvent('message', { data }));
  Object.defineProperty(window.navigator, 'serviceWorker', { value: container, configurable: true });
  if (push) Object.defineProperty(window, 'PushManager', { value: FakePushManager, configurable: true, writable: true });
  return { pushManager, registration, container, postFromWorker };
}

export function removeFakePushBrowser(): void {
  delete (window.navigator as unknown as Record<string, unknown>).serviceWorker;
  delete (window as unknown as Record<string, unknown>).PushManager;
  FakePushManager.current = null;
}

/** After a test: the browser without notifications, push or worker, and this device's settings and subscription id forgotten. */
export function resetNotificationBrowser(): void {
  removeFakeNotification();
  removeFakePushBrowser();
  resetServiceWorkerListener();
  window.localStorage.removeItem(SETTINGS_KEY);
  window.localStorage.removeItem(PUSH_SUBSCRIPTION_KEY);
  window.localStorage.removeItem(PUSH_ENDPOINT_KEY);
}
