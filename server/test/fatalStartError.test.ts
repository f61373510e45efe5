import { spawn } from 'node:child_process';
import path from 'node:path';
import { MINIMUM_NODE_VERSION } from '../src/supportedNode';
import { REPO } from './helpers/serverProcess';
import { serverEntry } from './helpers/serverEntry';

/** The real entry point, as `npm start` runs it, with an environment that cannot start (and node options before it). */
function failedStart(env: Record<string, string>, nodeOptions: string[] = []): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [...nodeOptions, ...serverEntry('server/src/index.ts')], { cwd: REPO, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stderr })));
}

test('a start that fails says why in one JSON line, as every other log line, and exits 1', async () => {
  const { code, stderr } = await failedStart({ DISPLAY_TIME_ZONE: 'Mars/Olympus', LOG_LEVEL: 'silent' });
  expect(code).toBe(1);
  const lines = stderr.trim().split('\n');
  const last = JSON.parse(lines[lines.length - 1]) as { level: number; msg: string; err: { type: string; stack?: string } };
  expect(last.level).toBe(60);
  expect(last.msg).toBe("start failed: DISPLAY_TIME_ZONE: 'Mars/Olympus' is not an IANA time zone (e.g. America/New_York, UTC).");
  expect(last.err.type).toBe('Error');
  expect(last.err.stack).toContain('config.ts');
}, 60_000);

test('on a Node older than engines asks for, the start says which Node it needs instead of crashing', async () => {
  const { code, stderr } = await failedStart({ LOG_LEVEL: 'silent' }, ['--require', path.join(__dirname, 'helpers/olderNode.cjs')]);
  expect(code).toBe(1);
  const lines = stderr.trim().split('\n');
  const last = JSON.parse(lines[lines.length - 1]) as { level: number; msg: string };
  expect(last.level).toBe(60);
  expect(last.msg).toBe(
    `start failed: This server needs Node ${MINIMUM_NODE_VERSION} or newer and this is Node 20.20.2: start it with npm start, which runs the project's own Node, or install Node 24.`,
  );
}, 60_000);
