import { useState, type ChangeEvent } from 'react';
import { PlainAlert } from '../../../components/plain/PlainAlert';
import type { PushKind } from '../../../contract/api';
import { registerServiceWorker } from '../../../lib/notifications/serviceWorker';
import { notificationsSupported, readDeviceSettings, saveDeviceSettings, type DeviceNotificationSettings } from '../../../lib/notifications/deviceSettings';

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
 * permission is asked only when the customer switches them on, never on load.
 */
export function NotificationsSection() {
  const [settings, setSettings] = useState<DeviceNotificationSettings>(readDeviceSettings);
  const [permission, setPermission] = useState<NotificationPermission | null>(() => (notificationsSupported() ? Notification.permission : null));
  // Switched on and still allowed by the browser (a permission withdrawn since turns it all off).
  const on = settings.enabled && permission === 'granted';
  const update = (next: DeviceNotificationSettings) => {
    saveDeviceSettings(next);
    setSettings(next);
  };
  const switchMaster = async (on: boolean) => {
    if (!on) return update({ ...settings, enabled: false });
    const answer = await Notification.requestPermission();
    setPermission(answer);
    if (answer !== 'granted') return;
    update({ ...settings, enabled: true });
    void registerServiceWorker();
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
            <Switch label="Notify me on this device" checked={on} disabled={permission === 'denied'} onChange={(on) => void switchMaster(on)} />
            <div className="notifications-kinds" role="group" aria-label="What this device notifies">
              {(['call', 'message', 'voicemail'] as const).map((kind) => (
                <Switch
                  key={kind}
                  label={kindLabels[kind]}
                  checked={settings.kinds[kind]}
                  disabled={!on}
                  onChange={(on) => update({ ...settings, kinds: { ...settings.kinds, [kind]: on } })}
                />
              ))}
              <Switch label="Show message text in notifications" checked={settings.previews} disabled={!on} onChange={(on) => update({ ...settings, previews: on })} />
            </div>
          </>
        )}
      </section>
    </>
  );
}
