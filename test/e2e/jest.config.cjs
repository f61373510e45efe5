// The browser suite: every customer journey in Debian's Chromium against the real API
// server, which each journey starts in-process on a free loopback port with a fresh data directory.
// It needs the production build in dist/ (`npm run test:e2e` builds it first).
const path = require('node:path');

const rootDir = path.resolve(__dirname, '../..');
// The server's Jest project already knows how to load the server's ESM-only dependencies (PGlite,
// kysely, jose...): the suite reuses its transform rather than keeping a second list.
const unitConfig = require('../jest.config.cjs');
const serverProject = unitConfig.projects.find((project) => project.displayName === 'server');

module.exports = {
  rootDir,
  displayName: 'e2e',
  testEnvironment: '<rootDir>/test/e2e/support/journeyEnvironment.ts',
  testMatch: ['<rootDir>/test/e2e/journeys/**/*.e2e.ts'],
  transform: serverProject.transform,
  transformIgnorePatterns: serverProject.transformIgnorePatterns,
  globalSetup: '<rootDir>/test/e2e/support/globalSetup.ts',
  // A journey is a whole customer visit in a real browser: seconds, not milliseconds.
  testTimeout: 180_000,
  // Each worker runs a Chromium and a server. Three on a 2-core machine: a journey waits (for
  // pages, streams, the sandbox carrier) about a tenth of its time, which a third worker fills
  // (measured: 461 s with two, 426 s with three; each file about a third slower, none near its timeout).
  maxWorkers: 3,
  // Journeys are slow by nature; Jest's 5 s "slow test" marker would flag every one.
  slowTestThreshold: 60,
};
