import { startServer } from '../../../src/serve';
import { releaseFromEnvironment } from './releases';

/** The real server (as index.ts starts it), built as the release RELEASE names (releases.ts). */
startServer({ migrations: releaseFromEnvironment() });
