// Notifications on the demo account of `npm run seed`: switched on under Account (the browser's
// permission granted), the app's service worker takes the tab over; a Web Push the worker receives
// (delivered through the DevTools protocol, as a push service would) shows a notification, and
// clicking it opens the call history at that call, focused, in the same tab.
import type { CDPSession } from 'playwright-core';
import type { HangupCause } from '../../../src/contract/api';
import { formatPhone } from '../../../src/contract/phoneFormat';
import { pushPayloadFor } from '../../../src/contract/pushPayload';
import { setupJourneys } from '../support/journey';
import { logIn, waitForHeading, waitForRoute } from '../support/screens';

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

test('notifications: switched on, a pushed missed call shows, and its click opens that call', async () => {
  const { page, context, server } = journey;
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
  await journey.checkpoint('notifications on');

  // The demo account's newest missed call, as the server pushes one.
  const call = await server.db
    .selectFrom('calls')
    .select(['id', 'call_from', 'call_to', 'call_date', 'hangup_cause', 'duration_seconds'])
    .where('user_id', '=', demo.userId)
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
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: server.origin, registrationId, data: JSON.stringify(payload) });
  const shown = await page.waitForFunction(async (tag) => {
    const registration = await navigator.serviceWorker.ready;
    const [notification] = await registration.getNotifications({ tag });
    return notification ? { title: notification.title, body: notification.body } : null;
  }, payload.tag);
  expect(await shown.jsonValue()).toEqual({ title: payload.title, body: payload.body });

  // Its click, as the browser hands it to the worker: the open tab goes to the call.
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
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
