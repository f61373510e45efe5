// `npm run gallery`: screenshots of every screen at 390 and 1280 px, light and dark, in gallery/
// (not committed), for reviewing the whole product in a minute. A tool, not a test: it runs the
// real server and the production build exactly as the browser suite does, and reuses its setup.
const e2e = require('../e2e/jest.config.cjs');

module.exports = {
  ...e2e,
  displayName: 'gallery',
  testMatch: ['<rootDir>/test/gallery/**/*.gallery.ts'],
  testTimeout: 900_000,
  maxWorkers: 1,
};
