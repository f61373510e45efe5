import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_BUILD_INPUTS } from '../src/tools/buildInputs';
import { ensureBuilt } from '../src/tools/buildStamp';
import { killServerProcess, REPO, startServerProcess, type ServerProcess } from './helpers/serverProcess';
import { createTestDataDir, removeTestDataDir } from './helpers/testDatabase';

/** Compiling the server takes a while on a busy machine. */
const BUILD_TIMEOUT_MS = 240_000;

let outDir: string;
let dataDir: string;
let server: ServerProcess | undefined;
/**
 * The compile (tsc, about 16 s of CPU) is kept for the next run of this file (the PostgreSQL run
 * after the embedded one), stamped with the server build's inputs as `npm start` stamps
 * dist-server/ (tools/buildStamp.ts): a changed source compiles again.
 */
const COMPILED = 'node_modules/.cache/production-start';

function compileServer(): void {
  const compiled = path.join(REPO, COMPILED);
  // Written aside and moved into place: a parallel run never copies a half-written compile.
  const building = `${compiled}.building-${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  execFileSync(process.execPath, [path.join(REPO, 'node_modules/typescript/bin/tsc'), '-p', 'server/tsconfig.build.json', '--outDir', building], { cwd: REPO, stdio: 'pipe' });
  fs.rmSync(compiled, { recursive: true, force: true });
  fs.renameSync(building, compiled);
}

beforeAll(async () => {
  // What `npm run build:server` does, into a folder of the test's own.
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-server-'));
  ensureBuilt(REPO, { name: 'the compiled server', inputs: SERVER_BUILD_INPUTS, outDir: COMPILED, build: compileServer });
  fs.cpSync(path.join(REPO, COMPILED), outDir, { recursive: true });
  fs.cpSync(path.join(REPO, 'server/data/seed-media'), path.join(outDir, 'server/data/seed-media'), { recursive: true });
  // Outside the repository the compiled files find the dependencies through a link, as dist-server/ finds the repository's.
  fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(outDir, 'node_modules'));
  // The entry bundled with everything it loads (tools/bundleServer.ts).
  execFileSync(process.execPath, [path.join(outDir, 'server/src/tools/bundleServer.js'), outDir], { cwd: REPO, stdio: 'pipe' });
  dataDir = await createTestDataDir();
}, BUILD_TIMEOUT_MS);
afterAll(async () => {
  await killServerProcess(server);
  if (dataDir) await removeTestDataDir(dataDir);
  fs.rmSync(outDir, { recursive: true, force: true });
});

test('the compiled server starts with plain node (no tsx) and serves the API, its data and its pictures', async () => {
  // One file: the modules it loads are inside it, its pictures found beside it.
  expect(fs.readFileSync(path.join(outDir, 'server/src/index.js'), 'utf8')).not.toMatch(/require\("\.{1,2}\//);
  server = await startServerProcess(dataDir, { DRAIN_MS: '0' }, [path.join(outDir, 'server/src/index.js')]);
  console.log(`compiled server: first answer ${Math.round(server.firstAnswerMs)} ms after spawn`);
  expect((await fetch(`${server.baseUrl}/api/readyz`)).status).toBe(200);
  expect((await fetch(`${server.baseUrl}/api/plans/`)).status).toBe(200);
  expect((await fetch(`${server.baseUrl}/api/media/sunset.jpg`)).status).toBe(200);
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}, BUILD_TIMEOUT_MS);

test('in real mode the bundle loads the providers it leaves outside (Stripe, nodemailer) and PDF receipts find pdf-lib', async () => {
  const realMode = {
    DRAIN_MS: '0',
    STRIPE_SECRET_KEY: 'sk_test_production_start',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_production_start',
    RECAPTCHA_SECRET: 'test-secret',
    RECAPTCHA_SITE_KEY: 'test-site-key',
    GOOGLE_SIGNIN: 'off',
    APPLE_SIGNIN: 'off',
    // Nothing listens there: a start contacts neither.
    TELEPHONY_API_URL: 'http://127.0.0.1:9',
    TELEPHONY_API_KEY: 'test-telephony-key',
    ESIM_API_URL: 'http://127.0.0.1:9',
    ESIM_API_KEY: 'test-esim-key',
    SMTP_URL: 'smtp://127.0.0.1:9',
    // Real mode on a PostgreSQL server (npm run test:postgres) needs the public origin.
    PUBLIC_URL: 'https://phone.example.com',
  };
  server = await startServerProcess(dataDir, realMode, [path.join(outDir, 'server/src/index.js')]);
  expect((await fetch(`${server.baseUrl}/api/readyz`)).status).toBe(200);
  expect(await (await fetch(`${server.baseUrl}/app/config.js`)).text()).toContain('"stripePublishableKey": "pk_test_production_start"');
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  // Loaded with the first receipt: resolvable from where the bundle is.
  const bundleDir = path.join(outDir, 'server/src');
  expect(execFileSync(process.execPath, ['-e', `require(require.resolve('pdf-lib', { paths: [${JSON.stringify(bundleDir)}] })); process.stdout.write('ok')`]).toString()).toBe('ok');
}, BUILD_TIMEOUT_MS);
