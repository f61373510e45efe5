import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationsSection } from '../../../src/features/account/components/NotificationsSection';
import { readDeviceSettings, SETTINGS_KEY } from '../../../src/lib/notifications/deviceSettings';
import { renderWithProviders } from '../../renderWithProviders';
import { FakeNotification, installFakeNotification, removeFakeNotification } from '../notifications/fakeNotification';

afterEach(() => {
  removeFakeNotification();
  window.localStorage.removeItem(SETTINGS_KEY);
});

const master = () => screen.getByRole('switch', { name: 'Notify me on this device' });

describe('the Notifications section', () => {
  it('asks nothing on load; switching on asks for permission and keeps the choice on this device', async () => {
    installFakeNotification('default', 'granted');
    renderWithProviders(<NotificationsSection />);
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
    expect(screen.getByRole('switch', { name: 'Calls' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Show message text in notifications' })).not.toBeChecked();

    await userEvent.click(master());
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(master()).toBeChecked());
    await userEvent.click(screen.getByRole('switch', { name: 'Voicemails' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Show message text in notifications' }));
    expect(readDeviceSettings()).toMatchObject({ enabled: true, kinds: { call: false, message: false, voicemail: true }, previews: true });
  });

  it('says how to allow notifications when the browser refused them', async () => {
    installFakeNotification('default', 'denied');
    renderWithProviders(<NotificationsSection />);
    await userEvent.click(master());
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeInTheDocument();
    expect(master()).not.toBeChecked();
    expect(readDeviceSettings().enabled).toBe(false);
  });

  it('says so in a browser without notifications', () => {
    renderWithProviders(<NotificationsSection />);
    expect(screen.getByText('This browser cannot show notifications.')).toBeInTheDocument();
  });
});
