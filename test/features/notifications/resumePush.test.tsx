import { screen, waitFor } from '@testing-library/react';
import { readPushEndpoint, readPushSubscriptionId, saveDeviceSettings, savePushSubscriptionId } from '../../../src/lib/notifications/deviceSettings';
import { renderApp, signedInSession } from '../../app/renderApp';
import { recordRequests } from '../../mocks/requestRecorder';
import { creditBundlesAvailable, pushService, type PushServiceState } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { dashboardServer } from '../dashboardServer';
import { installFakeNotification } from './fakeNotification';
import { browserHasSubscription, installFakePushBrowser, resetNotificationBrowser } from './fakePush';

beforeEach(() => {
  installFakeNotification('granted');
  saveDeviceSettings({ enabled: true, kinds: { call: true, message: true, voicemail: false }, previews: false });
});
afterEach(resetNotificationBrowser);

async function openSignedInPage(state: PushServiceState) {
  server.use(...dashboardServer(), ...creditBundlesAvailable());
  server.use(...pushService(state));
  renderApp('/add-credit', { session: signedInSession() });
  await screen.findByRole('heading', { level: 1, name: 'Add credit' });
}

describe('a device switched on for notifications, on a signed-in page', () => {
  it('subscribes to Web Push again when it has no subscription (signing out ended it)', async () => {
    const browser = installFakePushBrowser({ controlled: true });
    const state: PushServiceState = { subscriptions: new Map() };

    await openSignedInPage(state);

    await waitFor(() => expect(readPushSubscriptionId()).toBe('push_1'));
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(state.subscriptions.get('push_1')).toMatchObject({ kinds: ['call', 'message'], previews: false });
  });

  it('asks nothing when the browser still has the subscription it registered', async () => {
    const browser = installFakePushBrowser({ controlled: true });
    browserHasSubscription(DEVICE_1);
    savePushSubscriptionId('push_9', DEVICE_1);
    const recorder = recordRequests();

    await openSignedInPage({ subscriptions: new Map() });

    expect((await recorder.requests()).filter((request) => request.path.startsWith('/push/'))).toEqual([]);
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
  });
});

const DEVICE_1 = 'https://push.example.com/send/device-1';
const DEVICE_2 = 'https://push.example.com/send/device-2';

/** The server holds this device's subscription as 'push_old', at `endpoint`; the device keeps its id and endpoint. */
function registeredAt(endpoint: string): PushServiceState {
  savePushSubscriptionId('push_old', endpoint);
  return { subscriptions: new Map([['push_old', { endpoint, keys: { p256dh: 'p', auth: 'a' }, kinds: ['call', 'message'], previews: false }]]) };
}

describe('a device whose browser renewed or dropped its push subscription', () => {
  it('registers the new one when the worker says the subscription changed, and deletes the old record', async () => {
    const browser = installFakePushBrowser({ controlled: true });
    browserHasSubscription(DEVICE_1);
    const state = registeredAt(DEVICE_1);
    await openSignedInPage(state);
    // The page's own check on load has read the browser's subscription (the registered one) first.
    await waitFor(() => expect(browser.pushManager.getSubscription).toHaveBeenCalled());

    // The browser rotated the subscription; the worker tells the open page.
    browserHasSubscription(DEVICE_2);
    browser.postFromWorker({ type: 'push-subscription-change' });

    await waitFor(() => expect(readPushSubscriptionId()).toBe('push_1'));
    expect(readPushEndpoint()).toBe(DEVICE_2);
    await waitFor(() => expect([...state.subscriptions.keys()]).toEqual(['push_1']));
    expect(state.subscriptions.get('push_1')).toMatchObject({ endpoint: DEVICE_2, kinds: ['call', 'message'], previews: false });
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('hears the worker on a page it does not control yet (notifications were just switched on there)', async () => {
    const browser = installFakePushBrowser({ controlled: false });
    browserHasSubscription(DEVICE_1);
    const state = registeredAt(DEVICE_1);
    await openSignedInPage(state);

    browserHasSubscription(DEVICE_2);
    browser.postFromWorker({ type: 'push-subscription-change' });

    await waitFor(() => expect([...state.subscriptions.keys()]).toEqual(['push_1']));
    expect(readPushEndpoint()).toBe(DEVICE_2);
  });

  it('on the next signed-in page, registers the subscription the browser renewed while no page was open', async () => {
    installFakePushBrowser({ controlled: true });
    browserHasSubscription(DEVICE_2);
    const state = registeredAt(DEVICE_1);

    await openSignedInPage(state);

    await waitFor(() => expect([...state.subscriptions.keys()]).toEqual(['push_1']));
    expect(state.subscriptions.get('push_1')?.endpoint).toBe(DEVICE_2);
    expect([readPushSubscriptionId(), readPushEndpoint()]).toEqual(['push_1', DEVICE_2]);
  });

  it('subscribes again with the server\'s key when the browser has none any more (expired), and deletes the old record', async () => {
    const browser = installFakePushBrowser({ controlled: true });
    const state = registeredAt('https://push.example.com/send/expired');

    await openSignedInPage(state);

    await waitFor(() => expect([...state.subscriptions.keys()]).toEqual(['push_1']));
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect([readPushSubscriptionId(), readPushEndpoint()]).toEqual(['push_1', DEVICE_1]);
  });

});
