import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** Debian's HAProxy (`apt-get install -y haproxy`), wherever PATH or /usr/sbin has it. */
export function haproxyBinary(): string {
  const candidates = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin'].map((dir) => path.join(dir, 'haproxy'));
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found) throw new Error('HAProxy is not installed: apt-get install -y haproxy (.ci/run does).');
  return found;
}

/** `haproxy -c -f file`: whether the real binary accepts the configuration, and what it said. */
export async function checkHaproxyConfig(file: string): Promise<{ valid: boolean; output: string }> {
  return promisify(execFile)(haproxyBinary(), ['-c', '-f', file]).then(
    ({ stdout, stderr }) => ({ valid: true, output: `${stdout}${stderr}` }),
    (error: { stdout?: string; stderr?: string }) => ({ valid: false, output: `${error.stdout ?? ''}${error.stderr ?? ''}` }),
  );
}

export interface HaproxyProcess {
  /** What it printed lately (its request log included). */
  output: () => string;
  stop: () => Promise<void>;
}

/** Keeps the last part of a long output only. */
const OUTPUT_KEPT = 64 * 1024;

/**
 * HAProxy in the foreground (-db) with `config`, as an unprivileged process (nobody, when the
 * tests run as root), never the system service. Resolves once it has parsed the configuration
 * and listens: `readyUrl` answers (any HTTP status).
 */
export async function startHaproxy(config: string, readyUrl: string): Promise<HaproxyProcess> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haproxy-'));
  fs.chmodSync(dir, 0o755);
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(file, config, { mode: 0o644 });
  const asNobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
  const child = spawn(haproxyBinary(), ['-f', file, '-db'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], ...asNobody });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  for (const deadline = Date.now() + 15_000; ; ) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`HAProxy exited: ${output}`);
    }
    const answered = await fetch(readyUrl).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`HAProxy did not listen: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { output: () => output, stop };
}
