import { act, screen, waitFor } from '@testing-library/react';
import type { LiveEventPayloads } from '../../../src/contract/api';
import { saveDeviceSettings, defaultSettings, SETTINGS_KEY, type DeviceNotificationSettings } from '../../../src/lib/notifications/deviceSettings';
import { renderApp, signedInSession } from '../../app/renderApp';
import { buildCallLogItem, buildChatMessage, buildPhone, buildVoicemail } from '../../factories';
import { installFakeEventSource, type FakeEventSources } from '../../mocks/fakeEventSource';
import { blockedNumbers, callHistory, chatHistory, liveEvents, logoutSucceeds } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { dashboardServer } from '../dashboardServer';
import { FakeNotification, installFakeNotification, removeFakeNotification, setTabVisibility } from './fakeNotification';

const OWN = '8575550100';

let sources: FakeEventSources;
beforeEach(() => {
  sources = installFakeEventSource();
  installFakeNotification('granted');
  setTabVisibility('hidden');
});
afterEach(() => {
  removeFakeNotification();
  setTabVisibility('visible');
  window.localStorage.removeItem(SETTINGS_KEY);
});

function switchedOn(overrides: Partial<DeviceNotificationSettings> = {}) {
  saveDeviceSettings({ ...defaultSettings, enabled: true, kinds: { call: true, message: true, voicemail: true }, ...overrides });
}

async function openCalls() {
  server.use(...dashboardServer({ phones: [buildPhone({ phone_number: OWN })] }));
  server.use(...callHistory([]), ...chatHistory([]), ...blockedNumbers([]), ...logoutSucceeds(), ...liveEvents());
  const rendered = renderApp('/dashboard/calls', { session: signedInSession() });
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() => expect(sources.all).toHaveLength(1));
  const source = sources.latest();
  act(() => source.emit('ready'));
  return { ...rendered, source };
}

const message = (text: string): LiveEventPayloads['message'] => ({
  chat_id: 'c1',
  third_party_number: '6175550123',
  is_blocked: false,
  message: buildChatMessage({ message_id: 'm9', text, direction: 'inbound' }),
});

/** The notifier's code has loaded and whatever it would do with the events so far is done. */
async function settle() {
  await act(() => import('../../../src/lib/notifications/notifyLiveEvent'));
  for (let round = 0; round < 5; round++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

async function shownNotifications(count: number) {
  await waitFor(() => expect(FakeNotification.shown).toHaveLength(count));
  return FakeNotification.shown;
}

describe('notifications of live events in a hidden tab', () => {
  it('shows a call, a message (without its text) and a voicemail, each with its tag and screen', async () => {
    switchedOn();
    const { source } = await openCalls();
    act(() => source.emit('call', buildCallLogItem({ id: 31, call_from: '6175550177', call_to: OWN, hangup_cause: 'NO_ANSWER', duration: 0 })));
    act(() => source.emit('message', message('The code is 4411')));
    act(() => source.emit('voicemail', { voicemail: buildVoicemail({ id: 8, from_number: '4155550136', caller_name: 'Pat', duration: 12 }), unheard_count: 1 }));

    const [call, text, voicemail] = await shownNotifications(3);
    expect([call.title, call.tag, call.options.data]).toEqual(['Missed call from (617) 555-0177', 'call-31', { url: '/app/dashboard/calls?call=31' }]);
    expect([text.title, text.body, text.tag, text.options.data]).toEqual(['New message from (617) 555-0123', 'Open the app to read it.', 'message-m9', { url: '/app/dashboard/chats?chat=c1' }]);
    expect([voicemail.title, voicemail.body, voicemail.tag, voicemail.options.data]).toEqual(['New voicemail from Pat', '0:12', 'voicemail-8', { url: '/app/dashboard/voicemail?voicemail=8' }]);
  });

  it('shows message text with previews on', async () => {
    switchedOn({ previews: true });
    const { source } = await openCalls();
    act(() => source.emit('message', message('The code is 4411')));
    const [text] = await shownNotifications(1);
    expect(text.body).toBe('The code is 4411');
  });

  it('shows nothing for a kind switched off, a visible tab, or a call the customer made', async () => {
    switchedOn({ kinds: { call: true, message: false, voicemail: true } });
    const { source } = await openCalls();
    act(() => source.emit('message', message('Hello')));
    act(() => source.emit('call', buildCallLogItem({ id: 40, call_from: OWN, call_to: '6175550177' })));
    setTabVisibility('visible');
    act(() => source.emit('call', buildCallLogItem({ id: 41, call_from: '6175550177', call_to: OWN })));
    await settle();
    setTabVisibility('hidden');
    act(() => source.emit('call', buildCallLogItem({ id: 42, call_from: '6175550178', call_to: OWN })));
    const shown = await shownNotifications(1);
    expect(shown[0].tag).toBe('call-42');
  });

  it('shows nothing while the master switch is off', async () => {
    switchedOn({ enabled: false });
    const { source } = await openCalls();
    act(() => source.emit('call', buildCallLogItem({ id: 50, call_from: '6175550177', call_to: OWN })));
    act(() => source.emit('call', buildCallLogItem({ id: 51, call_from: '6175550177', call_to: OWN })));
    await settle();
    expect(FakeNotification.shown).toHaveLength(0);
    // Switched on again: the next one shows, so the first two were not merely slow.
    switchedOn();
    act(() => source.emit('call', buildCallLogItem({ id: 52, call_from: '6175550177', call_to: OWN })));
    const shown = await shownNotifications(1);
    expect(shown[0].tag).toBe('call-52');
  });

  it('a click brings the tab forward on the screen of what it is about', async () => {
    switchedOn();
    const focus = jest.spyOn(window, 'focus').mockImplementation(() => undefined);
    const { source, router } = await openCalls();
    act(() => source.emit('voicemail', { voicemail: buildVoicemail({ id: 8, from_number: '4155550136', duration: 12 }), unheard_count: 1 }));
    const [voicemail] = await shownNotifications(1);
    act(() => voicemail.click());
    expect(focus).toHaveBeenCalled();
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/dashboard/voicemail?voicemail=8'));
    expect(voicemail.closed).toBe(true);
  });
});
