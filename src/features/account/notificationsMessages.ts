/** Texts of the account page's 'Notifications' section (not in SPEC). */
export const notificationsMessages = {
  /** Switched on without Web Push (the browser or the backend has none, or subscribing failed). */
  inTabOnly: 'Notifications show while the app is open in a tab.',
  subscribeFailed: 'Notifications could not be set up to reach this device while the app is closed. Switch them off and on again to retry.',
  updateFailed: 'Your choice is saved on this device, but notifications while the app is closed could not be updated. Try again.',
  removeFailed: 'Notifications are off on this device, but the server could not be told. They stop when you sign out.',
};
