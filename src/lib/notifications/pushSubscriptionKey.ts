/**
 * Where this device keeps the id the server gave its Web Push subscription (localStorage, beside
 * the device's notification settings). A module of its own: signing out reads it, and the
 * settings' code stays out of the first page's script.
 */
export const PUSH_SUBSCRIPTION_KEY = 'pn-push-subscription';
