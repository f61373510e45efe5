import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { signOut } from '../../../src/api/signOut';
import { NotificationsSection } from '../../../src/features/account/components/NotificationsSection';
import { notificationsMessages } from '../../../src/features/account/notificationsMessages';
import {
  readPushSubscriptionId,
  saveDeviceSettings,
  savePushSubscriptionId,
  } from '../../../src/lib/notifications/deviceSettings';
import { applicationServerKeyOf } from '../../../src/api/pushSubscription';
import { signedInSession } from '../../app/renderApp';
import { apiUrl } from '../../mocks/apiUrl';
import { recordRequests } from '../../mocks/requestRecorder';
import { logoutSucceeds, noPushEndpoints, pushService, TEST_VAPID_PUBLIC_KEY, type PushServiceState } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { renderWithProviders } from '../../renderWithProviders';
import { signedInStore } from '../../api/support/testStore';
import { FakeNotification, installFakeNotification } from '../notifications/fakeNotification';
import { FakePushManager, FakePushSubscription, installFakePushBrowser, resetNotificationBrowser } from '../notifications/fakePush';

const endpoint = 'https://push.example.com/send/device-1';
const master = () => screen.getByRole('switch', { name: 'Notify me on this device' });
const newState = (): PushServiceState => ({ subscriptions: new Map() });

function renderSection() {
  return renderWithProviders(<NotificationsSection />, { preloadedSession: signedInSession() });
}

/** A device switched on before, subscribed as push_1 on the server. */
function subscribedDevice(state: PushServiceState) {
  saveDeviceSettings({ enabled: true, kinds: { call: true, message: false, voicemail: false }, previews: false });
  savePushSubscriptionId('push_1');
  FakePushManager.current = new FakePushSubscription(endpoint, { userVisibleOnly: true, applicationServerKey: applicationServerKeyOf(TEST_VAPID_PUBLIC_KEY).buffer });
  state.subscriptions.set('push_1', { endpoint, keys: { p256dh: 'p', auth: 'a' }, kinds: ['call'], previews: false });
}

/** The push service of `state`, whose first subscription request waits until the returned function is called. */
function firstSubscriptionHeld(state: PushServiceState): () => void {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let first = true;
  server.use(
    http.post(apiUrl('/push/subscriptions'), async () => {
      if (first) {
        first = false;
        await held;
      }
      // On to the push service below.
      return undefined;
    }),
    ...pushService(state),
  );
  return release;
}

beforeEach(() => installFakeNotification('default', 'granted'));
afterEach(resetNotificationBrowser);

describe('Web Push in the Notifications section', () => {
  it('switching on subscribes this browser with the server key and sends the subscription with its kinds and previews', async () => {
    const browser = installFakePushBrowser();
    saveDeviceSettings({ enabled: false, kinds: { call: true, message: false, voicemail: true }, previews: true });
    const state = newState();
    server.use(...pushService(state));
    renderSection();

    await userEvent.click(master());

    await waitFor(() => expect(readPushSubscriptionId()).toBe('push_1'));
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
    const [options] = browser.pushManager.subscribe.mock.calls[0];
    expect(options.userVisibleOnly).toBe(true);
    expect(Array.from(options.applicationServerKey)).toEqual(Array.from(applicationServerKeyOf(TEST_VAPID_PUBLIC_KEY)));
    expect(options.applicationServerKey[0]).toBe(4);
    expect(state.subscriptions.get('push_1')).toEqual({
      endpoint,
      keys: new FakePushSubscription(endpoint, { userVisibleOnly: true, applicationServerKey: null }).toJSON().keys,
      kinds: ['call', 'voicemail'],
      previews: true,
    });
    expect(master()).toBeChecked();
    expect(screen.queryByText(notificationsMessages.inTabOnly)).not.toBeInTheDocument();
  });

  it('sends every change of a kind or of previews to the same subscription', async () => {
    installFakePushBrowser();
    const state = newState();
    subscribedDevice(state);
    FakeNotification.permission = 'granted';
    server.use(...pushService(state));
    const recorder = recordRequests();
    renderSection();

    await userEvent.click(screen.getByRole('switch', { name: 'Messages' }));
    await waitFor(() => expect(state.subscriptions.get('push_1')?.kinds).toEqual(['call', 'message']));
    await userEvent.click(screen.getByRole('switch', { name: 'Show message text in notifications' }));
    await waitFor(() => expect(state.subscriptions.get('push_1')?.previews).toBe(true));

    const posts = (await recorder.requests()).filter((request) => request.method === 'POST');
    expect(posts.map((request) => (request.body as { endpoint: string }).endpoint)).toEqual([endpoint, endpoint]);
    expect(state.subscriptions.size).toBe(1);
    expect(readPushSubscriptionId()).toBe('push_1');
  });

  it('a kind switched while the subscription is still being made reaches the server once it is made', async () => {
    installFakePushBrowser();
    saveDeviceSettings({ enabled: false, kinds: { call: false, message: false, voicemail: false }, previews: false });
    const state = newState();
    // The subscription request waits until the kind has been switched.
    const release = firstSubscriptionHeld(state);
    renderSection();

    await userEvent.click(master());
    await userEvent.click(await screen.findByRole('switch', { name: 'Calls' }));
    expect(screen.getByRole('switch', { name: 'Calls' })).toBeChecked();
    release();

    await waitFor(() => expect(state.subscriptions.get('push_1')?.kinds).toEqual(['call']));
    expect(state.subscriptions.size).toBe(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('switched off while the subscription is still being made, the device ends up with none on the server', async () => {
    const browser = installFakePushBrowser();
    const state = newState();
    const release = firstSubscriptionHeld(state);
    renderSection();

    await userEvent.click(master());
    await waitFor(() => expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1));
    await userEvent.click(master());
    expect(master()).not.toBeChecked();
    release();

    await waitFor(() => expect(FakePushManager.current).toBeNull());
    await waitFor(() => expect(state.subscriptions.size).toBe(0));
    expect(readPushSubscriptionId()).toBeNull();
  });

  it('switching off ends the browser subscription and deletes it on the server', async () => {
    installFakePushBrowser();
    const state = newState();
    subscribedDevice(state);
    const subscription = FakePushManager.current!;
    FakeNotification.permission = 'granted';
    server.use(...pushService(state));
    renderSection();

    await userEvent.click(master());

    await waitFor(() => expect(readPushSubscriptionId()).toBeNull());
    expect(subscription.unsubscribe).toHaveBeenCalledTimes(1);
    expect(state.subscriptions.size).toBe(0);
    expect(master()).not.toBeChecked();
  });

  it('with a backend without Web Push, subscribes nothing and says notifications show while the app is open', async () => {
    const browser = installFakePushBrowser();
    server.use(...noPushEndpoints());
    const recorder = recordRequests();
    renderSection();

    await userEvent.click(master());

    expect(await screen.findByText(notificationsMessages.inTabOnly)).toBeInTheDocument();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect((await recorder.requests()).map((request) => `${request.method} ${request.path}`)).toEqual(['GET /push/config']);
    expect(master()).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('in a browser without the Push API, asks the server nothing and says the same', async () => {
    installFakePushBrowser({ push: false });
    const recorder = recordRequests();
    renderSection();

    await userEvent.click(master());

    expect(await screen.findByText(notificationsMessages.inTabOnly)).toBeInTheDocument();
    expect(recorder.count()).toBe(0);
    expect(master()).toBeChecked();
  });

  it('says so when the subscription cannot be saved, and keeps the switch on', async () => {
    installFakePushBrowser();
    server.use(...pushService(newState()));
    server.use(http.post(apiUrl('/push/subscriptions'), () => HttpResponse.json({ message: 'Bad subscription' }, { status: 400 })));
    renderSection();

    await userEvent.click(master());

    expect(await screen.findByRole('alert')).toHaveTextContent(notificationsMessages.subscribeFailed);
    expect(master()).toBeChecked();
    expect(readPushSubscriptionId()).toBeNull();
    expect(screen.getByText(notificationsMessages.inTabOnly)).toBeInTheDocument();
  });
});

describe('the in-tab line', () => {
  it('goes once the device is subscribed again elsewhere in the app (after a sign-in)', async () => {
    installFakePushBrowser();
    FakeNotification.permission = 'granted';
    saveDeviceSettings({ enabled: true, kinds: { call: true, message: false, voicemail: false }, previews: false });
    renderSection();
    expect(screen.getByText(notificationsMessages.inTabOnly)).toBeInTheDocument();

    act(() => savePushSubscriptionId('push_1'));

    expect(screen.queryByText(notificationsMessages.inTabOnly)).not.toBeInTheDocument();
  });
});

describe('signing out with a push subscription', () => {
  it('deletes the subscription on the server and in the browser before the session ends', async () => {
    installFakePushBrowser();
    const state = newState();
    subscribedDevice(state);
    const subscription = FakePushManager.current!;
    server.use(...pushService(state), ...logoutSucceeds());
    const store = signedInStore();
    const recorder = recordRequests();

    await store.dispatch(signOut());

    expect((await recorder.requests()).map((request) => `${request.method} ${request.path}`)).toEqual(['DELETE /push/subscriptions/push_1', 'POST /user/weblogout']);
    expect(subscription.unsubscribe).toHaveBeenCalledTimes(1);
    expect(state.subscriptions.size).toBe(0);
    expect(readPushSubscriptionId()).toBeNull();
    expect(store.getState().session.token).toBeNull();
  });

  it('still signs out when the subscription cannot be deleted', async () => {
    installFakePushBrowser();
    subscribedDevice(newState());
    server.use(http.delete(apiUrl('/push/subscriptions/:id'), () => HttpResponse.json({ failure: 'Internal Server Error' }, { status: 500 })), ...logoutSucceeds());
    const store = signedInStore();
    const recorder = recordRequests();

    await store.dispatch(signOut());

    expect((await recorder.requests()).map((request) => `${request.method} ${request.path}`)).toEqual(['DELETE /push/subscriptions/push_1', 'POST /user/weblogout']);
    expect(store.getState().session.token).toBeNull();
    expect(readPushSubscriptionId()).toBeNull();
  });
});
