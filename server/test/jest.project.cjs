// The Jest project of the API server, kept next to its tests. test/jest.config.cjs includes it.
//
// Server dependencies Jest cannot load untransformed: PGlite's CommonJS build loads its pieces with
// dynamic import() (which Jest's module sandbox refuses), and fastify's inject (light-my-request)
// requires the ESM-only `cookie`. swc turns both into plain require() calls. A nested package is
// only transformed when its parent is listed too (the ignore pattern matches any node_modules/ on the path).
const serverEsmPackages = ['@electric-sql', 'light-my-request', 'cookie'];

module.exports = function serverProject({ rootDir, swc, esmPackages }) {
  const packages = [...esmPackages, ...serverEsmPackages];
  return {
    displayName: 'server',
    rootDir,
    testMatch: ['<rootDir>/server/test/**/*.test.ts'],
    // server/test/postgres/ tests what only a PostgreSQL server has (a connection to lose): they run
    // with TEST_DATABASE_URL (npm run test:postgres), and are not part of the embedded-database run.
    // server/test/embedded/ tests what only the embedded database has (its backup, what lives in
    // memory beside it), opened as such whatever the run: only the embedded-database run has them.
    // server/test/cluster/ has a config of its own (npm run test:cluster).
    testPathIgnorePatterns: ['/node_modules/', '<rootDir>/server/test/cluster/', `<rootDir>/server/test/${process.env.TEST_DATABASE_URL?.trim() ? 'embedded' : 'postgres'}/`],
    testEnvironment: 'node',
    // Passwords hashed at argon2id's smallest cost in test files (the file says why).
    setupFiles: ['<rootDir>/server/test/helpers/cheapPasswordHashing.ts'],
    // A server test makes accounts, purchases and databases: on a slow, busy machine (and on
    // PostgreSQL) one may take several seconds, more than Jest's default 5.
    testTimeout: 30_000,
    transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.(m|c)js$': swc },
    transformIgnorePatterns: [`/node_modules/(?!(${packages.join('|')})/)`],
    // The compiled server (Node16 resolution) needs './x.js' in a dynamic import of its own files;
    // here, as under tsx, that is the .ts file.
    moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  };
};
