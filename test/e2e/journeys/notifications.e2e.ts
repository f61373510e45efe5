// Notifications on the demo account of `npm run seed`: switched on under Account (the browser's
// permission granted), the app's service worker takes the tab over. A Web Push the worker receives
// (delivered through the DevTools protocol, as a push service would) shows nothing while the app's
// page is visible (the page shows the call live); with no app page open it shows a notification, and
// clicking it opens the call history at that call, focused, in the same tab. When the browser renews
// the push subscription, the worker tells the page and the server gets the new one. A call the
// carrier reports goes the whole way: the server encrypts its push for a local push service, the
// test decrypts it as the browser would and hands it to the worker, which shows it. A click made
// while the tab is still loading (its app not listening yet) still opens its call. (This Chromium
// has no push service: the page's PushManager is stood in for, the worker and server are real.)
import type { BrowserContext, CDPSession, Page, Worker } from 'playwright-core';
import { DEMO_PHONE_NUMBER } from '../../../server/src/seed/demoContacts';
import { createTestDevice, startTestPushService } from '../../../server/test/helpers/pushService';
import type { HangupCause, PushPayload } from '../../../src/contract/api';
import { formatPhone } from '../../../src/contract/phoneFormat';
import { pushPayloadFor } from '../../../src/contract/pushPayload';
import { setupJourneys } from '../support/journey';
import { logIn, waitForHeading, waitForRoute } from '../support/screens';
import { sendTelephonyEvent } from '../support/telephony';
import { waitFor } from '../support/waitFor';

const journey = setupJourneys({ seed: true });

/** The id of the app's service worker registration, as DevTools names it. */
function appRegistrationId(cdp: CDPSession): Promise<string> {
  return new Promise((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const app = registrations.find((registration) => registration.scopeURL.endsWith('/app/') && !registration.isDeleted);
      if (app) resolve(app.registrationId);
    });
    void cdp.send('ServiceWorker.enable');
  });
}

/** The app's service worker, as Playwright reaches it. */
async function appWorker(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
}

/**
 * Counts, inside the worker, the push events whose work (the promise handed to waitUntil) has
 * finished: a journey then knows the worker is done with a push that showed nothing.
 */
async function countFinishedPushes(worker: Worker): Promise<void> {
  await worker.evaluate(() => {
    const scope = self as unknown as { finishedPushes: number; ExtendableEvent: { prototype: { waitUntil(promise: Promise<unknown>): void } } };
    scope.finishedPushes = 0;
    const waitUntil = scope.ExtendableEvent.prototype.waitUntil;
    scope.ExtendableEvent.prototype.waitUntil = function (this: Event, promise: Promise<unknown>) {
      const finished = () => {
        if (this.type === 'push') scope.finishedPushes += 1;
      };
      void promise.then(finished, finished);
      return waitUntil.call(this, promise);
    };
  });
}

function finishedPushes(worker: Worker, count: number): Promise<true> {
  return waitFor(`${count} pushes handled by the worker`, () => worker.evaluate((n) => (self as unknown as { finishedPushes: number }).finishedPushes >= n || null, count));
}

/** The notifications the worker shows with `tag`, as title and body. */
function notificationsTagged(worker: Worker, tag: string): Promise<{ title: string; body: string }[]> {
  return worker.evaluate(async (wanted) => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration };
    return (await scope.registration.getNotifications({ tag: wanted })).map(({ title, body }) => ({ title, body }));
  }, tag);
}

/** Signs the demo account in, and switches notifications (calls) on for this device. */
async function switchNotificationsOn(page: Page): Promise<void> {
  const { context, server } = journey;
  const demo = server.demo!;
  await context.grantPermissions(['notifications'], { origin: server.origin });
  await journey.goto('/login');
  await logIn(page, demo.email, demo.password);
  await waitForRoute(page, '/dashboard/account');
  // Switching on asks for the browser's permission first: the switch turns on once it is given.
  await page.getByRole('switch', { name: 'Notify me on this device' }).click();
  await page.getByRole('switch', { name: 'Notify me on this device', checked: true }).waitFor();
  await page.getByRole('switch', { name: 'Calls' }).click();
  await page.getByRole('switch', { name: 'Calls', checked: true }).waitFor();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** What the stood-in PushManager subscribes with: the push service's address and the device's public keys. */
interface StandInSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A subscription at a push service nobody reaches: for journeys that deliver pushes themselves. */
const unreachableSubscription: StandInSubscription = {
  endpoint: 'https://push.example.com/send/device-1',
  keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
};

/**
 * This Chromium has no push service to subscribe with, so the page's PushManager is stood in for:
 * it keeps one subscription in sessionStorage (it outlives a reload, as the browser's does),
 * `renewPushSubscription(endpoint)` replaces it, as a browser renewing it would, and
 * `subscriptionReads` counts the page's looks at it.
 */
async function standInPushService(context: BrowserContext, subscription: StandInSubscription = unreachableSubscription): Promise<void> {
  await context.addInitScript(({ endpoint: subscribedEndpoint, keys }) => {
    if (typeof PushManager === 'undefined') return;
    const ENDPOINT = 'stand-in-push-endpoint';
    const KEY = 'stand-in-push-key';
    const current = () => {
      const endpoint = sessionStorage.getItem(ENDPOINT);
      if (!endpoint) return null;
      const applicationServerKey = new Uint8Array(JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as number[]).buffer;
      return {
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey },
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => {
          sessionStorage.removeItem(ENDPOINT);
          return true;
        },
      } as unknown as PushSubscription;
    };
    const page = window as unknown as { subscriptionReads: number; renewPushSubscription(endpoint: string): void };
    page.subscriptionReads = 0;
    PushManager.prototype.getSubscription = async () => {
      page.subscriptionReads += 1;
      return current();
    };
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      sessionStorage.setItem(KEY, JSON.stringify([...new Uint8Array(options!.applicationServerKey as Uint8Array)]));
      sessionStorage.setItem(ENDPOINT, subscribedEndpoint);
      return current()!;
    };
    page.renewPushSubscription = (endpoint) => sessionStorage.setItem(ENDPOINT, endpoint);
  }, subscription);
}

/** A promise the journey resolves when something happened (`give`). */
function signal(): { given: Promise<void>; give(): void } {
  let give = () => undefined as void;
  const given = new Promise<void>((resolve) => {
    give = resolve;
  });
  return { given, give };
}

/** The endpoints the server holds for the demo account, once they are `expected`. */
function serverEndpoints(expected: string[]): Promise<string[]> {
  const { server } = journey;
  return waitFor(`the server to hold ${expected.join(', ')}`, async () => {
    const rows = await server.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', server.demo!.userId).orderBy('endpoint').execute();
    const endpoints = rows.map((row) => row.endpoint);
    return JSON.stringify(endpoints) === JSON.stringify(expected) ? endpoints : null;
  });
}

test('notifications: switched on, a pushed missed call shows only while no app page is visible, and its click opens that call', async () => {
  const { page, context, server } = journey;
  const demo = server.demo!;
  await standInPushService(context);
  await switchNotificationsOn(page);
  await journey.checkpoint('notifications on');

  // The demo account's newest missed call (one to its number: the history shows the caller), as the server pushes one.
  const call = await server.db
    .selectFrom('calls')
    .select(['id', 'call_from', 'call_to', 'call_date', 'hangup_cause', 'duration_seconds'])
    .where('user_id', '=', demo.userId)
    .where('call_to', '=', DEMO_PHONE_NUMBER)
    .where('hangup_cause', '!=', 'SUCCESS')
    .orderBy('call_date', 'desc')
    .executeTakeFirstOrThrow();
  const payload = pushPayloadFor(
    'call',
    { id: call.id, call_from: call.call_from, call_to: call.call_to, call_date: String(call.call_date), hangup_cause: call.hangup_cause as HangupCause, duration: call.duration_seconds, is_blocked: false },
    { previews: false },
  );
  const cdp = await context.newCDPSession(page);
  const registrationId = await appRegistrationId(cdp);
  const worker = await appWorker(context);
  await countFinishedPushes(worker);

  // The app's page is visible: it shows the call live, so the push shows no notification.
  expect(await page.evaluate(() => document.visibilityState)).toBe('visible');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: server.origin, registrationId, data: JSON.stringify(payload) });
  await finishedPushes(worker, 1);
  expect(await notificationsTagged(worker, payload.tag)).toEqual([]);

  // No app page open (the tab went elsewhere): the push shows.
  await page.goto('about:blank');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: server.origin, registrationId, data: JSON.stringify(payload) });
  await finishedPushes(worker, 2);
  expect(await notificationsTagged(worker, payload.tag)).toEqual([{ title: payload.title, body: payload.body }]);
  await page.goBack();
  await waitForRoute(page, '/dashboard/account');
  // The page has checked its subscription, which it does once it listens to the worker's clicks.
  await page.waitForFunction(() => (window as unknown as { subscriptionReads: number }).subscriptionReads > 0);

  // Its click, as the browser hands it to the worker: the open tab goes to the call.
  await worker.evaluate(async (tag) => {
    // The worker's global scope (the test's types know the window's).
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications({ tag });
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
  }, payload.tag);
  await waitForRoute(page, '/dashboard/calls');
  await waitForHeading(page, 'Call history');
  // The call is marked and has the focus (keyboard and screen-reader users start there).
  const opened = page.locator('[aria-current="true"]');
  await opened.waitFor();
  expect(await opened.evaluate((row) => row === document.activeElement || row.contains(document.activeElement))).toBe(true);
  expect(await opened.textContent()).toContain(formatPhone(call.call_from));
  await journey.checkpoint('call opened from the notification');
});

test('notifications: a push subscription the browser renews reaches the server, through the open page or on the next load', async () => {
  const { page, context } = journey;
  await standInPushService(context);
  await switchNotificationsOn(page);
  await serverEndpoints(['https://push.example.com/send/device-1']);

  // The browser renews the subscription and fires pushsubscriptionchange in the worker, which tells the page.
  await page.evaluate(() => (window as unknown as { renewPushSubscription(endpoint: string): void }).renewPushSubscription('https://push.example.com/send/device-2'));
  const worker = await appWorker(context);
  await worker.evaluate(() => {
    const scope = self as unknown as { dispatchEvent(event: Event): boolean; PushSubscriptionChangeEvent: new (type: string, init: object) => Event };
    scope.dispatchEvent(new scope.PushSubscriptionChangeEvent('pushsubscriptionchange', {}));
  });
  await serverEndpoints(['https://push.example.com/send/device-2']);

  // Renewed with no event in the worker (or none reached an open page): the next page load finds it and registers it.
  await page.evaluate(() => (window as unknown as { renewPushSubscription(endpoint: string): void }).renewPushSubscription('https://push.example.com/send/device-3'));
  await page.reload();
  await waitForRoute(page, '/dashboard/account');
  await serverEndpoints(['https://push.example.com/send/device-3']);
  await page.getByRole('switch', { name: 'Notify me on this device', checked: true }).waitFor();
  await journey.checkpoint('subscription renewed');
});

test('notifications: a call the carrier reports is pushed by the server through a push service and shown by the worker', async () => {
  const { page, context, server } = journey;
  const demo = server.demo!;
  // A push service on loopback (the sandbox server takes http:// endpoints), and the browser's side of
  // the subscription: its own P-256 key pair and auth secret, the public halves handed to the page.
  const pushService = await startTestPushService();
  try {
    const device = createTestDevice();
    const endpoint = `${pushService.url}/send/this-browser`;
    await standInPushService(context, { endpoint, keys: { p256dh: device.p256dh, auth: device.auth } });
    await switchNotificationsOn(page);
    await waitFor('the server to hold this browser, for calls', async () => {
      const row = await server.db.selectFrom('push_subscriptions').select(['endpoint', 'kinds']).where('user_id', '=', demo.userId).executeTakeFirst();
      return row?.endpoint === endpoint && row.kinds.includes('call') ? row : null;
    });
    // The application server key the page subscribed with: the pushes must be signed with it.
    const subscribedKey = await page.evaluate(() => sessionStorage.getItem('stand-in-push-key'));
    const cdp = await context.newCDPSession(page);
    const registrationId = await appRegistrationId(cdp);
    const worker = await appWorker(context);
    await countFinishedPushes(worker);
    await page.goto('about:blank');

    // The carrier reports a missed call from 617-555-0111 ('Acme Dental' to the sandbox's caller lookup).
    await sendTelephonyEvent(server, { event: 'call.completed', phone_number: demo.phoneNumber, call_from: '+16175550111', call_to: `+1${demo.phoneNumber}`, started_at: new Date().toISOString(), duration: 0, hangup_cause: 'NO_ANSWER' });
    const [push] = await waitFor('the push service to receive a push', async () => (pushService.received.length > 0 ? pushService.received : null));
    expect(push.path).toBe('/send/this-browser');
    expect(push.body.toString('utf8')).not.toContain('Acme');
    const vapidKey = Buffer.from(JSON.parse(subscribedKey!) as number[]).toString('base64url');
    expect(String(push.headers.authorization).endsWith(`k=${vapidKey}`)).toBe(true);
    const payload = device.decrypt(push.body) as PushPayload;
    const call = await server.db.selectFrom('calls').select('id').where('user_id', '=', demo.userId).where('call_from', 'like', '%6175550111').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(payload).toEqual({ kind: 'call', tag: `call-${call.id}`, title: 'Missed call from Acme Dental', body: 'No answer', url: `/app/dashboard/calls?call=${call.id}` });

    // The browser's push service hands the worker what it decrypted: no app page is open, so it shows.
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: server.origin, registrationId, data: JSON.stringify(payload) });
    await finishedPushes(worker, 1);
    expect(await notificationsTagged(worker, payload.tag)).toEqual([{ title: 'Missed call from Acme Dental', body: 'No answer' }]);
  } finally {
    await pushService.close();
  }
});

test("notifications: a notification clicked while the app's tab is still loading opens its call once the page is up", async () => {
  const { page, context } = journey;
  await standInPushService(context);
  await switchNotificationsOn(page);
  const worker = await appWorker(context);
  const tag = 'call-clicked-while-loading';
  const url = '/app/dashboard/calls?call=clicked-while-loading';
  await worker.evaluate(
    ({ tag: wanted, url: address }) => (self as unknown as { registration: ServiceWorkerRegistration }).registration.showNotification('Missed call', { tag: wanted, data: { url: address } }),
    { tag, url },
  );

  // The tab reloads, and its app script is held back: the document is there, the app is not listening yet.
  const scriptRequested = signal();
  const scriptReleased = signal();
  await context.route(/\/app\/assets\/main\.\w+\.js$/, async (route) => {
    scriptRequested.give();
    await scriptReleased.given;
    await route.continue();
  });
  const reloaded = page.reload();
  await scriptRequested.given;
  // The click, as the browser hands it to the worker: it posts the address to the loading tab.
  const postedTo = await worker.evaluate(async (wanted) => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      clients: { matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<{ url: string }[]> };
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications({ tag: wanted });
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
    return windows.map((client) => new URL(client.url).pathname);
  }, tag);
  expect(postedTo).toEqual(['/app/dashboard/account']);
  scriptReleased.give();
  await reloaded;
  await waitForRoute(page, '/dashboard/calls');
  await waitForHeading(page, 'Call history');
});
