import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { serverEntry } from './helpers/serverEntry';
import { REPO } from './helpers/serverProcess';

// Child servers run from a bundle kept in node_modules/.cache, which bakes in the checkout's
// server/src (the files shipped beside the code are found from there). A second checkout whose
// node_modules is a link to this one's (a worktree for comparing builds) shares that cache.
const ENTRY = 'server/test/helpers/printSourceDir.ts';
const sourceDirOf = (repo: string) => path.join(repo, 'server', 'src');
const runEntry = () => execFileSync(process.execPath, serverEntry(ENTRY), { encoding: 'utf8' });

test("a bundle another checkout left in the shared cache is made again from this checkout's sources", () => {
  expect(runEntry()).toBe(sourceDirOf(REPO));
  const bundle = serverEntry(ENTRY).at(-1)!;

  // What the other checkout leaves: its own server/src baked in, its path beside the bundle, and
  // the bundle newer than every source here.
  const elsewhere = '/elsewhere/checkout';
  const baked = fs.readFileSync(bundle, 'utf8');
  expect(baked).toContain(JSON.stringify(sourceDirOf(REPO)));
  fs.writeFileSync(bundle, baked.replaceAll(JSON.stringify(sourceDirOf(REPO)), JSON.stringify(sourceDirOf(elsewhere))));
  const inputsFile = `${bundle}.inputs.json`;
  fs.writeFileSync(inputsFile, JSON.stringify({ ...JSON.parse(fs.readFileSync(inputsFile, 'utf8')), repo: elsewhere }));

  expect(runEntry()).toBe(sourceDirOf(REPO));
});
