/**
 * What each build reads, relative to the repository root: a change to any of these files makes
 * its output stale (buildStamp.ts). `npm start` checks both (ensureBuild.ts); the production-start
 * test keeps its compile of the server by the same list.
 */

/** The SPA build (dist/ and the prerender bundle): the configuration's own modules, and the server's compression rules the build writes its copies by. */
export const SPA_BUILD_INPUTS = [
  'src',
  'public',
  'webpack.config.ts',
  'webpack.chunkNames.ts',
  'webpack.precompress.ts',
  'server/src/static/compression.ts',
  'server/src/static/contentTypes.ts',
  'package-lock.json',
  'tsconfig.json',
];

/**
 * The server build (dist-server/). The server imports the wire types from src/contract (types
 * only, but checked and emitted by the build: a change there must rebuild); its data (area codes,
 * demo pictures) is copied; package.json holds the build command.
 */
export const SERVER_BUILD_INPUTS = ['server/src', 'server/data', 'server/tsconfig.build.json', 'src/contract', 'src/config', 'package-lock.json', 'tsconfig.json', 'package.json'];
