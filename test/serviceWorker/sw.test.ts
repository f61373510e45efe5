import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PushPayload } from '../../src/contract/api';

type Listener = (event: FakeEvent) => void;
interface FakeEvent {
  [key: string]: unknown;
  waitUntil: (promise: Promise<unknown>) => void;
  respondWith: (response: Promise<unknown>) => void;
}

const source = readFileSync(path.resolve(__dirname, '../../public/sw.js'), 'utf8');
const ORIGIN = 'https://app.example';

/** Loads public/sw.js into a fake ServiceWorkerGlobalScope and returns its listeners and fakes. */
function loadWorker() {
  const listeners = new Map<string, Listener>();
  const stored = new Map<string, string>();
  const cache = {
    add: jest.fn(async (url: string) => { stored.set(url, `page ${url}`); }),
    put: jest.fn(),
    match: jest.fn(async (url: string) => stored.get(url)),
  };
  const windowClient = { url: `${ORIGIN}/app/calls`, visibilityState: 'hidden', postMessage: jest.fn(), focus: jest.fn(async () => undefined) };
  const renewed = { endpoint: 'https://push.example.com/send/renewed' };
  const scope = {
    location: { origin: ORIGIN },
    caches: { open: jest.fn(async () => cache), keys: jest.fn(async () => ['pn-offline-v0']), delete: jest.fn(async () => true) },
    clients: { matchAll: jest.fn(async () => [] as unknown[]), openWindow: jest.fn(async () => undefined), claim: jest.fn(async () => undefined) },
    registration: {
      showNotification: jest.fn(async () => undefined),
      pushManager: { subscribe: jest.fn(async (options: { userVisibleOnly: boolean; applicationServerKey: ArrayBuffer }) => ({ ...renewed, options })) },
    },
    fetch: jest.fn(async () => 'network answer' as unknown),
    skipWaiting: jest.fn(async () => undefined),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  new Function('self', source)(scope);
  async function dispatch(type: string, fields: Record<string, unknown>) {
    const waits: Promise<unknown>[] = [];
    let response: Promise<unknown> | undefined;
    const event: FakeEvent = { ...fields, waitUntil: (p) => waits.push(p), respondWith: (r) => { response = r; } };
    listeners.get(type)!(event);
    await Promise.all(waits);
    return { responded: response !== undefined, response: await response };
  }
  return { scope, cache, stored, windowClient, dispatch };
}

const payload: PushPayload = { kind: 'voicemail', tag: 'voicemail-v1', title: 'New voicemail', body: 'From +1 555 0100', url: '/app/voicemail?voicemail=v1' };

describe('the service worker', () => {
  it('shows a push as a notification with its body, tag and address', async () => {
    const worker = loadWorker();
    await worker.dispatch('push', { data: { json: () => payload } });
    expect(worker.scope.registration.showNotification).toHaveBeenCalledWith('New voicemail', {
      body: 'From +1 555 0100',
      tag: 'voicemail-v1',
      data: { url: '/app/voicemail?voicemail=v1' },
    });
  });

  it('shows nothing while an app page is visible (it shows the event live); shows it while app pages are hidden', async () => {
    const worker = loadWorker();
    worker.scope.clients.matchAll.mockResolvedValue([worker.windowClient]);
    await worker.dispatch('push', { data: { json: () => payload } });
    expect(worker.scope.registration.showNotification).toHaveBeenCalledTimes(1);
    expect(worker.scope.clients.matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true });

    worker.windowClient.visibilityState = 'visible';
    await worker.dispatch('push', { data: { json: () => payload } });
    expect(worker.scope.registration.showNotification).toHaveBeenCalledTimes(1);
  });

  it('shows the push when the only visible page of the site is not an app page', async () => {
    const worker = loadWorker();
    const docsPage = { url: `${ORIGIN}/api/docs`, visibilityState: 'visible', postMessage: jest.fn() };
    worker.scope.clients.matchAll.mockResolvedValue([docsPage, worker.windowClient]);
    await worker.dispatch('push', { data: { json: () => payload } });
    expect(worker.scope.registration.showNotification).toHaveBeenCalledTimes(1);
  });

  it('ignores a push without a readable payload', async () => {
    const worker = loadWorker();
    await worker.dispatch('push', { data: { json: () => { throw new SyntaxError('not JSON'); } } });
    expect(worker.scope.registration.showNotification).not.toHaveBeenCalled();
  });

  it('when the browser drops the subscription without a new one, subscribes again with its key and tells the open app pages', async () => {
    const worker = loadWorker();
    const docsPage = { url: `${ORIGIN}/api/docs`, visibilityState: 'visible', postMessage: jest.fn() };
    worker.scope.clients.matchAll.mockResolvedValue([docsPage, worker.windowClient]);
    const applicationServerKey = new Uint8Array([4, 1, 2]).buffer;
    await worker.dispatch('pushsubscriptionchange', { oldSubscription: { options: { userVisibleOnly: true, applicationServerKey } }, newSubscription: null });
    expect(worker.scope.registration.pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey });
    // The page holds the session token: it registers the new subscription and deletes the old record.
    expect(worker.windowClient.postMessage).toHaveBeenCalledWith({ type: 'push-subscription-change' });
    expect(docsPage.postMessage).not.toHaveBeenCalled();
  });

  it('when the browser gives the new subscription, or none and no old one, only tells the open app pages', async () => {
    const worker = loadWorker();
    worker.scope.clients.matchAll.mockResolvedValue([worker.windowClient]);
    await worker.dispatch('pushsubscriptionchange', { oldSubscription: null, newSubscription: { endpoint: 'https://push.example.com/send/new' } });
    await worker.dispatch('pushsubscriptionchange', {});
    expect(worker.scope.registration.pushManager.subscribe).not.toHaveBeenCalled();
    expect(worker.windowClient.postMessage).toHaveBeenCalledTimes(2);
  });

  it('tells the open app pages even when subscribing again fails (they subscribe with the server\'s key)', async () => {
    const worker = loadWorker();
    worker.scope.clients.matchAll.mockResolvedValue([worker.windowClient]);
    worker.scope.registration.pushManager.subscribe.mockRejectedValue(new DOMException('Registration failed', 'AbortError'));
    await worker.dispatch('pushsubscriptionchange', { oldSubscription: { options: { userVisibleOnly: true, applicationServerKey: new ArrayBuffer(65) } } });
    expect(worker.windowClient.postMessage).toHaveBeenCalledWith({ type: 'push-subscription-change' });
  });

  it('on a click, hands the address to an open app tab and focuses it', async () => {
    const worker = loadWorker();
    worker.scope.clients.matchAll.mockResolvedValue([worker.windowClient]);
    const close = jest.fn();
    await worker.dispatch('notificationclick', { notification: { close, data: { url: payload.url } } });
    expect(close).toHaveBeenCalled();
    expect(worker.windowClient.postMessage).toHaveBeenCalledWith({ type: 'notification-click', url: '/app/voicemail?voicemail=v1', id: expect.any(String) });
    expect(worker.windowClient.focus).toHaveBeenCalled();
    expect(worker.scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('keeps a click for a page that was still loading: the first page to say it listens gets it, once', async () => {
    const worker = loadWorker();
    worker.scope.clients.matchAll.mockResolvedValue([worker.windowClient]);
    await worker.dispatch('notificationclick', { notification: { close: jest.fn(), data: { url: payload.url } } });
    const [[sent]] = worker.windowClient.postMessage.mock.calls as [[{ id: string }]];
    // The loaded page (its listener attached after the message went out) says it listens.
    const loadedPage = { postMessage: jest.fn() };
    await worker.dispatch('message', { data: { type: 'notification-click-listening' }, source: loadedPage });
    expect(loadedPage.postMessage).toHaveBeenCalledWith({ type: 'notification-click', url: '/app/voicemail?voicemail=v1', id: sent.id });
    const nextPage = { postMessage: jest.fn() };
    await worker.dispatch('message', { data: { type: 'notification-click-listening' }, source: nextPage });
    expect(nextPage.postMessage).not.toHaveBeenCalled();
  });

  it('forgets a click that reached its page, or that is older than half a minute', async () => {
    const worker = loadWorker();
    worker.scope.clients.matchAll.mockResolvedValue([worker.windowClient]);
    const page = { postMessage: jest.fn() };
    await worker.dispatch('notificationclick', { notification: { close: jest.fn(), data: { url: payload.url } } });
    const [[sent]] = worker.windowClient.postMessage.mock.calls as [[{ id: string }]];
    await worker.dispatch('message', { data: { type: 'notification-click-taken', id: 'another click' }, source: page });
    await worker.dispatch('message', { data: { type: 'notification-click-taken', id: sent.id }, source: page });
    // A page loaded later (a reload) is not sent to the call again.
    await worker.dispatch('message', { data: { type: 'notification-click-listening' }, source: page });
    expect(page.postMessage).not.toHaveBeenCalled();

    const clickedAt = Date.now();
    const now = jest.spyOn(Date, 'now').mockReturnValue(clickedAt);
    try {
      await worker.dispatch('notificationclick', { notification: { close: jest.fn(), data: { url: payload.url } } });
      now.mockReturnValue(clickedAt + 30_000);
      await worker.dispatch('message', { data: { type: 'notification-click-listening' }, source: page });
      expect(page.postMessage).not.toHaveBeenCalled();
    } finally {
      now.mockRestore();
    }
  });

  it('keeps no click when it opens a window at the address', async () => {
    const worker = loadWorker();
    await worker.dispatch('notificationclick', { notification: { close: jest.fn(), data: { url: payload.url } } });
    const page = { postMessage: jest.fn() };
    await worker.dispatch('message', { data: { type: 'notification-click-listening' }, source: page });
    expect(page.postMessage).not.toHaveBeenCalled();
  });

  it('on a click with no app tab open, opens one at the address; never an address outside the app', async () => {
    const worker = loadWorker();
    await worker.dispatch('notificationclick', { notification: { close: jest.fn(), data: { url: payload.url } } });
    expect(worker.scope.clients.openWindow).toHaveBeenCalledWith('/app/voicemail?voicemail=v1');
    await worker.dispatch('notificationclick', { notification: { close: jest.fn(), data: { url: 'https://evil.example/app/' } } });
    expect(worker.scope.clients.openWindow).toHaveBeenLastCalledWith('/app/');
  });

  it('keeps only the offline page when installed', async () => {
    const worker = loadWorker();
    await worker.dispatch('install', {});
    expect([...worker.stored.keys()]).toEqual(['/app/offline.html']);
    await worker.dispatch('activate', {});
    expect(worker.scope.caches.delete).toHaveBeenCalledWith('pn-offline-v0');
  });

  it('never answers an API request, nor any non-navigation, and never stores one', async () => {
    const worker = loadWorker();
    const api = await worker.dispatch('fetch', { request: { url: `${ORIGIN}/api/calls`, mode: 'cors' } });
    const apiNavigation = await worker.dispatch('fetch', { request: { url: `${ORIGIN}/api/docs`, mode: 'navigate' } });
    const script = await worker.dispatch('fetch', { request: { url: `${ORIGIN}/app/main.js`, mode: 'no-cors' } });
    expect([api.responded, apiNavigation.responded, script.responded]).toEqual([false, false, false]);
    expect(worker.cache.put).not.toHaveBeenCalled();
    expect(source).not.toMatch(/\.put\(/);
  });

  it('serves a navigation from the network, and the offline page when the network fails', async () => {
    const worker = loadWorker();
    await worker.dispatch('install', {});
    const online = await worker.dispatch('fetch', { request: { url: `${ORIGIN}/app/calls`, mode: 'navigate' } });
    expect(online.response).toBe('network answer');
    worker.scope.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    const offline = await worker.dispatch('fetch', { request: { url: `${ORIGIN}/app/calls`, mode: 'navigate' } });
    expect(offline.response).toBe('page /app/offline.html');
    expect(worker.cache.put).not.toHaveBeenCalled();
  });
});
