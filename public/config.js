// The runtime configuration of `npm run dev` and of a build served without our API server.
// Replace this file at deploy time (our server generates its own /app/config.js). Every key not
// set here takes its default from src/config/appConfig.ts; docs/configuration.md lists them all.
// Empty integration keys run every integration as its sandbox stand-in: hence the 'Sandbox' ribbon.
window.__APP_CONFIG__ = {
  sandbox: true,
  termsUrl: '/api/legal/terms',
  privacyUrl: '/api/legal/privacy',
};
