// Default runtime configuration. Replace this file at deploy time (or let the server generate it).
// Empty keys run every integration as its sandbox stand-in, as `npm start` does with no
// configuration: hence sandbox: true (the 'Sandbox' ribbon).
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
  sandbox: true,
  googleSignIn: true,
  appleSignIn: true,
  termsUrl: '/api/legal/terms',
  privacyUrl: '/api/legal/privacy',
};
