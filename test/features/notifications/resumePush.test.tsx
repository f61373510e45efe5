import { screen, waitFor } from '@testing-library/react';
import { readPushSubscriptionId, saveDeviceSettings, savePushSubscriptionId } from '../../../src/lib/notifications/deviceSettings';
import { renderApp, signedInSession } from '../../app/renderApp';
import { recordRequests } from '../../mocks/requestRecorder';
import { creditBundlesAvailable, pushService, type PushServiceState } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { dashboardServer } from '../dashboardServer';
import { installFakeNotification } from './fakeNotification';
import { installFakePushBrowser, resetNotificationBrowser } from './fakePush';

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

  it('asks nothing when it has its subscription', async () => {
    const browser = installFakePushBrowser({ controlled: true });
    savePushSubscriptionId('push_9');
    const recorder = recordRequests();

    await openSignedInPage({ subscriptions: new Map() });

    expect((await recorder.requests()).filter((request) => request.path.startsWith('/push/'))).toEqual([]);
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
  });
});
