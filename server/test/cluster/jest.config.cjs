// npm run test:cluster: the server project's settings for this folder alone (the server project
// itself leaves it out). One file, one cluster: run in band.
const base = require('../../../test/jest.config.cjs');

const server = base.projects.find((project) => project.displayName === 'server');

module.exports = {
  rootDir: base.rootDir,
  maxWorkers: 1,
  projects: [
    {
      ...server,
      displayName: 'cluster',
      testMatch: ['<rootDir>/server/test/cluster/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/'],
    },
  ],
};
