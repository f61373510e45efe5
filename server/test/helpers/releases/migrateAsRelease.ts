import { runMigrateCommand } from '../../../src/migrateCommand';
import { releaseFromEnvironment } from './releases';

/** `npm run migrate` as the release RELEASE names would run it (releases.ts). */
runMigrateCommand(releaseFromEnvironment());
