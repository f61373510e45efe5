/** The notifications a page made with `new Notification(…)`, and the permission it has. */
export class FakeNotification {
  static permission: NotificationPermission = 'default';
  static shown: FakeNotification[] = [];
  static requestPermission = jest.fn(async (): Promise<NotificationPermission> => FakeNotification.answer);
  /** What the browser answers when asked. */
  static answer: NotificationPermission = 'granted';

  onclick: ((event: Event) => void) | null = null;
  closed = false;

  constructor(
    readonly title: string,
    readonly options: NotificationOptions = {},
  ) {
    FakeNotification.shown.push(this);
  }

  get tag(): string | undefined {
    return this.options.tag;
  }

  get body(): string | undefined {
    return this.options.body;
  }

  close(): void {
    this.closed = true;
  }

  /** The customer clicks it. */
  click(): void {
    this.onclick?.(new Event('click'));
  }
}

/** Installs FakeNotification as the browser's Notification (with a permission) until the end of the test. */
export function installFakeNotification(permission: NotificationPermission, answer: NotificationPermission = 'granted'): typeof FakeNotification {
  FakeNotification.permission = permission;
  FakeNotification.answer = answer;
  FakeNotification.shown = [];
  FakeNotification.requestPermission.mockClear();
  FakeNotification.requestPermission.mockImplementation(async () => {
    FakeNotification.permission = FakeNotification.answer;
    return FakeNotification.answer;
  });
  Object.defineProperty(window, 'Notification', { configurable: true, writable: true, value: FakeNotification });
  return FakeNotification;
}

export function removeFakeNotification(): void {
  delete (window as { Notification?: unknown }).Notification;
}

/** Makes the tab hidden (another tab is in front) or visible. */
export function setTabVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}
