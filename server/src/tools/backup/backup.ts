import { runAsProgram } from './backupCommands';

/** `npm run backup -- FILE` (backupCommands.ts). */
runAsProgram('backup');
