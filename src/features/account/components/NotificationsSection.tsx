import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { PlainAlert } from '../../../components/plain/PlainAlert';
import type { PushKind } from '../../../contract/api';
import {
  notificationsSupported,
  PUSH_SUBSCRIPTION_CHANGED,
  readDeviceSettings,
  readPushSubscriptionId,
  saveDeviceSettings,
  type DeviceNotificationSettings,
} from '../../../lib/notifications/deviceSettings';
import { endPushSubscription, syncPushSubscription } from '../../../api/pushSubscription';
import { registerServiceWorker } from '../../../lib/notifications/serviceWorker';
import { useAppDispatch } from '../../../state/hooks';
import { notificationsMessages } from '../notificationsMessages';

const kindLabels: Record<PushKind, string> = { call: 'Calls', message: 'Messages', voicemail: 'Voicemails' };

function Switch({ label, checked, disabled, onChange }: { label: string; checked: boolean; disabled?: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="pn-checkbox">
      <input type="checkbox" role="switch" checked={checked} disabled={disabled} onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked)} />
      <span className="pn-body1">{label}</span>
    </label>
  );
}

/**
 * 'Notifications' in Edit information: this device's switches, kept in localStorage. The browser's
 * permission is asked only when the customer switches them on, never on load. Switched on, the
 * device also subscribes to Web Push (notifications while the app is closed) when the browser and
 * the backend offer it; the switches' changes go to that subscription too.
 */
export function NotificationsSection() {
  const dispatch = useAppDispatch();
  const [settings, setSettings] = useState<DeviceNotificationSettings>(readDeviceSettings);
  const [permission, setPermission] = useState<NotificationPermission | null>(() => (notificationsSupported() ? Notification.permission : null));
  // The server's id of this device's push subscription: none means in-tab notifications only.
  const [pushId, setPushId] = useState(readPushSubscriptionId);
  // Subscribing again after a sign-in (the route guard's) may finish while this section is open.
  useEffect(() => {
    const reread = () => setPushId(readPushSubscriptionId());
    window.addEventListener(PUSH_SUBSCRIPTION_CHANGED, reread);
    return () => window.removeEventListener(PUSH_SUBSCRIPTION_CHANGED, reread);
  }, []);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Switched on and still allowed by the browser (a permission withdrawn since turns it all off).
  const on = settings.enabled && permission === 'granted';
  // Changes of the push subscription run one after another, each with the switches as they are when
  // its turn comes: a kind switched, or the whole switched off, while the subscription is still being
  // made would otherwise be lost (sent before the subscription had an id, or deleting none).
  const pushChanges = useRef<Promise<void>>(Promise.resolve());
  const pendingPushChanges = useRef(0);
  const latestSettings = useRef(settings);

  /** Queues one change of the push subscription; a failure is said here, and the switches stay as set. */
  const changePush = (change: () => Promise<unknown>, failureText: string): Promise<void> => {
    pendingPushChanges.current += 1;
    setBusy(true);
    setFailure(null);
    const run = pushChanges.current.then(async () => {
      try {
        await change();
      } catch {
        setFailure(failureText);
      } finally {
        setPushId(readPushSubscriptionId());
        pendingPushChanges.current -= 1;
        if (pendingPushChanges.current === 0) setBusy(false);
      }
    });
    pushChanges.current = run;
    return run;
  };
  const update = (next: DeviceNotificationSettings) => {
    saveDeviceSettings(next);
    latestSettings.current = next;
    setSettings(next);
  };
  /** A kind or previews switched: saved here, and sent to this device's push subscription (the same endpoint updates it). */
  const updateChoice = (next: DeviceNotificationSettings) => {
    update(next);
    if (!readPushSubscriptionId() && pendingPushChanges.current === 0) return;
    void changePush(async () => {
      if (readPushSubscriptionId()) await syncPushSubscription(dispatch, latestSettings.current);
    }, notificationsMessages.updateFailed);
  };
  const switchMaster = async (on: boolean) => {
    if (!on) {
      update({ ...latestSettings.current, enabled: false });
      return changePush(() => endPushSubscription(dispatch), notificationsMessages.removeFailed);
    }
    const answer = await Notification.requestPermission();
    setPermission(answer);
    if (answer !== 'granted') return;
    update({ ...latestSettings.current, enabled: true });
    await changePush(async () => {
      const registration = await registerServiceWorker();
      // Switched off again meanwhile: nothing to subscribe.
      if (latestSettings.current.enabled) await syncPushSubscription(dispatch, latestSettings.current, registration);
    }, notificationsMessages.subscribeFailed);
  };
  return (
    <>
      {/* The divider above, as between the tab's other sections (a child of the tab's list of sections). */}
      <hr />
      <section aria-label="Notifications" className="pn-section">
        <h2 className="pn-h3">Notifications</h2>
        {permission === null ? (
          <PlainAlert severity="info" role="note">
            This browser cannot show notifications.
          </PlainAlert>
        ) : (
          <>
            {permission === 'denied' ? (
              <PlainAlert severity="warning" role="note">
                Notifications are blocked for this site. To allow them, open the site settings from the icon next to the address bar and set Notifications to Allow, then switch them on here.
              </PlainAlert>
            ) : null}
            {failure ? (
              <PlainAlert severity="error" role="alert">
                {failure}
              </PlainAlert>
            ) : null}
            <Switch label="Notify me on this device" checked={on} disabled={permission === 'denied'} onChange={(on) => void switchMaster(on)} />
            {on && !pushId && !busy ? <p className="pn-body2 pn-secondary">{notificationsMessages.inTabOnly}</p> : null}
            <div className="notifications-kinds" role="group" aria-label="What this device notifies">
              {(['call', 'message', 'voicemail'] as const).map((kind) => (
                <Switch
                  key={kind}
                  label={kindLabels[kind]}
                  checked={settings.kinds[kind]}
                  disabled={!on}
                  onChange={(on) => updateChoice({ ...settings, kinds: { ...settings.kinds, [kind]: on } })}
                />
              ))}
              <Switch label="Show message text in notifications" checked={settings.previews} disabled={!on} onChange={(on) => updateChoice({ ...settings, previews: on })} />
            </div>
          </>
        )}
      </section>
    </>
  );
}
