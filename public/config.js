// Default runtime configuration. Replace this file at deploy time (or let the server generate it);
// empty keys run that integration in sandbox mode.
window.__APP_CONFIG__ = {
  brandName: 'SLYNUMBER',
  brandMode: 'text',
  apiBaseUrl: '/api',
  stripePublishableKey: '',
  recaptchaSiteKey: '',
  googleClientId: '',
  appleClientId: '',
  gtmId: '',
  supportEmail: 'support@example.com',
  appStoreUrl: 'https://apps.apple.com/',
  playStoreUrl: 'https://play.google.com/store',
  devtools: false,
  migrationRedirectHosts: [],
};
