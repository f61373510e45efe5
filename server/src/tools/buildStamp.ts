import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Written into a build's output folder once the build succeeded; a dotfile, so never served. */
export const STAMP_FILE = '.build-stamp';

/** Every file under `input` (a file or a folder), as paths relative to `root`, in a stable order. */
function filesOf(root: string, input: string): string[] {
  const full = path.join(root, input);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [input];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => filesOf(root, path.join(input, entry.name)));
}

/**
 * A fingerprint of a build's inputs: each file's path and content under `inputs` (files or
 * folders, relative to `root`). Any edit, new, removed or renamed file changes it; timestamps do not.
 */
export function hashInputs(root: string, inputs: string[]): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesOf(root, input))) {
    const content = fs.readFileSync(path.join(root, file));
    // Lengths keep one file's path or content from passing for another's.
    hash.update(`${file.split(path.sep).join('/')}\0${content.length}\0`).update(content);
  }
  return hash.digest('hex');
}

/** Whether `outDir` holds a finished build of exactly the inputs `inputsHash` stands for. */
export function isCurrent(outDir: string, inputsHash: string): boolean {
  try {
    return fs.readFileSync(path.join(outDir, STAMP_FILE), 'utf8').trim() === inputsHash;
  } catch {
    return false;
  }
}

export function writeStamp(outDir: string, inputsHash: string): void {
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, STAMP_FILE), `${inputsHash}\n`);
}

/** Forgets that `outDir` is current: a build that stops half-way is then never taken for a finished one. */
export function removeStamp(outDir: string): void {
  fs.rmSync(path.join(outDir, STAMP_FILE), { force: true });
}

/** One build `npm start` needs: what it reads, where it writes, and how it runs. */
export interface BuildTarget {
  name: string;
  /** Files and folders relative to the repository root. */
  inputs: string[];
  /** Output folder relative to the repository root (it holds the stamp). */
  outDir: string;
  /** Files the build writes outside `outDir`, relative to the root: one missing means it must run again. */
  alsoWrites?: string[];
  /** Runs the build; throws when it fails. */
  build: () => void;
}

/**
 * Builds `target` unless its output is current. Answers whether it built. A failed build leaves
 * no stamp, so the next start tries again.
 */
export function ensureBuilt(root: string, target: BuildTarget): boolean {
  const outDir = path.join(root, target.outDir);
  const inputsHash = hashInputs(root, target.inputs);
  const allWritten = (target.alsoWrites ?? []).every((file) => fs.existsSync(path.join(root, file)));
  if (allWritten && isCurrent(outDir, inputsHash)) return false;
  removeStamp(outDir);
  target.build();
  writeStamp(outDir, inputsHash);
  return true;
}
