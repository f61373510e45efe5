import { screen, waitFor } from '@testing-library/react';
import { renderApp, signedInSession } from '../../app/renderApp';
import { buildPhone } from '../../factories';
import { blockedNumbers, callHistory, chatHistory, creditBundlesAvailable, voicemailInbox } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { dashboardServer } from '../dashboardServer';
import type { PushPayload } from '../../../src/contract/api';
import { registerNavigator } from '../../../src/lib/navigation';
import { registerServiceWorker, resetServiceWorkerListener } from '../../../src/lib/notifications/serviceWorker';
import { showNotification } from '../../../src/lib/notifications/showNotification';
import { FakeNotification, installFakeNotification, removeFakeNotification } from './fakeNotification';

const payload: PushPayload = { kind: 'message', tag: 'message-c1', title: 'New message', body: 'From +1 555 0100', url: '/app/dashboard/chats?chat=c1' };

/** A fake navigator.serviceWorker: a registration, an optional controller and message listeners. */
function installFakeServiceWorker({ controlled }: { controlled: boolean }) {
  const registration = { showNotification: jest.fn(async () => undefined), active: { postMessage: jest.fn() } };
  const target = new EventTarget();
  const container = {
    controller: controlled ? {} : null,
    ready: Promise.resolve(registration),
    register: jest.fn(async () => registration),
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  };
  Object.defineProperty(window.navigator, 'serviceWorker', { value: container, configurable: true });
  const postFromWorker = (data: unknown) => target.dispatchEvent(new MessageEvent('message', { data }));
  return { registration, container, postFromWorker };
}

beforeEach(() => installFakeNotification('granted'));
afterEach(() => {
  removeFakeNotification();
  resetServiceWorkerListener();
  registerNavigator(null);
  delete (window.navigator as unknown as Record<string, unknown>).serviceWorker;
});

describe('the page and its service worker', () => {
  it('registers /app/sw.js for the scope /app/', async () => {
    const worker = installFakeServiceWorker({ controlled: false });
    await expect(registerServiceWorker()).resolves.toBe(worker.registration);
    expect(worker.container.register).toHaveBeenCalledWith('/app/sw.js', { scope: '/app/' });
  });

  it('shows an in-tab notification through the worker when one controls the tab (same tag)', async () => {
    const worker = installFakeServiceWorker({ controlled: true });
    showNotification(payload);
    await worker.container.ready;
    await Promise.resolve();
    expect(worker.registration.showNotification).toHaveBeenCalledWith('New message', {
      body: 'From +1 555 0100',
      tag: 'message-c1',
      data: { url: '/app/dashboard/chats?chat=c1' },
    });
    expect(FakeNotification.shown).toHaveLength(0);
  });

  it('without a worker, shows it from the page', () => {
    installFakeServiceWorker({ controlled: false });
    showNotification(payload);
    expect(FakeNotification.shown.map((shown) => shown.tag)).toEqual(['message-c1']);
  });

  it("routes to the screen the worker's notification click names, without a reload", async () => {
    const navigate = jest.fn();
    registerNavigator(navigate);
    const worker = installFakeServiceWorker({ controlled: false });
    await registerServiceWorker();
    worker.postFromWorker({ type: 'notification-click', url: '/app/dashboard/chats?chat=c1' });
    worker.postFromWorker({ type: 'something-else', url: '/app/elsewhere' });
    expect(navigate.mock.calls).toEqual([['/dashboard/chats?chat=c1']]);
  });
});

describe('a click made while the page was loading', () => {
  it('is asked for once the page listens, followed once however often it arrives, and the worker told it arrived', async () => {
    const navigate = jest.fn();
    registerNavigator(navigate);
    const worker = installFakeServiceWorker({ controlled: true });
    const click = { type: 'notification-click', url: '/app/dashboard/calls?call=c1', id: 'click-1' };
    // The worker kept the click its first message could not deliver: it answers the page's "listening" with it.
    worker.registration.active.postMessage.mockImplementation((message: { type: string }) => {
      if (message.type === 'notification-click-listening') worker.postFromWorker(click);
    });
    await registerServiceWorker();
    await waitFor(() => expect(navigate.mock.calls).toEqual([['/dashboard/calls?call=c1']]));
    // The first message, arriving late after all: the same click, not followed again.
    worker.postFromWorker(click);
    await waitFor(() =>
      expect(worker.registration.active.postMessage.mock.calls).toEqual([[{ type: 'notification-click-listening' }], [{ type: 'notification-click-taken', id: 'click-1' }]]),
    );
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});

describe('a dashboard page under the worker', () => {
  it('follows a notification click without having shown a notification itself', async () => {
    const worker = installFakeServiceWorker({ controlled: true });
    server.use(...dashboardServer({ phones: [buildPhone({ phone_number: '8575550100' })] }));
    server.use(...callHistory([]), ...chatHistory([]), ...blockedNumbers([]), ...voicemailInbox([]));
    const { router } = renderApp('/dashboard/calls', { session: signedInSession() });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => {
      worker.postFromWorker({ type: 'notification-click', url: '/app/dashboard/voicemail?voicemail=v1' });
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/dashboard/voicemail?voicemail=v1');
    });
  });
});

describe('a signed-in page outside the dashboard under the worker', () => {
  it('follows a notification click from its load on', async () => {
    const worker = installFakeServiceWorker({ controlled: true });
    server.use(...dashboardServer({ phones: [buildPhone({ phone_number: '8575550100' })] }));
    server.use(...creditBundlesAvailable(), ...callHistory([]), ...chatHistory([]), ...blockedNumbers([]), ...voicemailInbox([]));
    const { router } = renderApp('/add-credit', { session: signedInSession() });
    await screen.findByRole('heading', { level: 1, name: 'Add credit' });
    await waitFor(() => {
      worker.postFromWorker({ type: 'notification-click', url: '/app/dashboard/calls?call=c1' });
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/dashboard/calls?call=c1');
    });
  });
});
