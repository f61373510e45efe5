import { runAsProgram } from './backupCommands';

/** `npm run restore -- [--force] FILE` (backupCommands.ts). */
runAsProgram('restore');
