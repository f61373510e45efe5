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
  // A worker whose heap has grown past this after a test file is replaced by a fresh one. On Node 24
  // a worker keeps most of each server test file's embedded database memory (outside the heap,
  // about 400 MB a file), so a worker that ran every file would outgrow the machine; the heap grows
  // with it, about 25 MB a file, and is what Jest can measure.
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
