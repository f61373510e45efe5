// Three projects: the SPA in a browser-like DOM, the API server and the bench's instruments in plain Node.
const path = require('node:path');

const rootDir = path.resolve(__dirname, '..');
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
// ESM-only packages that Jest must transform before it can require them.
const esmPackages = ['msw', '@mswjs', 'rettime', 'until-async', '@open-draft', 'kysely', 'jose', '@bundled-es-modules'];
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];

module.exports = {
  rootDir,
  // A guard: a worker whose heap has grown past this after a test file is replaced by a fresh one,
  // so that a test file that leaves something behind cannot take the machine's memory (a server
  // metrics monitor that was never stopped once kept every server test file's embedded database,
  // about 170 MB a file, until the kernel killed a worker). Files stay near 120 MB today.
  workerIdleMemoryLimit: '300MB',
  projects: [
    {
      displayName: 'spa',
      rootDir,
      testMatch: ['<rootDir>/test/**/*.test.ts?(x)'],
      testPathIgnorePatterns: ['<rootDir>/test/e2e/', '<rootDir>/test/bench/'],
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { customExportConditions: [''], url: 'http://localhost/app/' },
      setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
      transformIgnorePatterns,
      moduleNameMapper: { '\\.(css|svg|png|jpg)$': '<rootDir>/test/fileStub.ts' },
    },
    require('../server/test/jest.project.cjs')({ rootDir, swc, esmPackages }),
    // The bench's own instruments (npm run bench measures with them), in plain Node.
    {
      displayName: 'bench',
      rootDir,
      testMatch: ['<rootDir>/test/bench/**/*.test.ts'],
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
    },
  ],
};
