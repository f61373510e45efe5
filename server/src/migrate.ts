import { migrations } from './db/migrations';
import { runMigrateCommand } from './migrateCommand';

/** `npm run migrate` (migrateCommand.ts): this release's migrations, once per deployment. */
runMigrateCommand(migrations);
