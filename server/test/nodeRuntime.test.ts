import fs from 'node:fs';
import path from 'node:path';
import { MINIMUM_NODE_VERSION, unsupportedNodeReason } from '../src/supportedNode';
import { REPO } from './helpers/serverProcess';

// The project runs on one pinned Node: the `node` devDependency (npm scripts find its
// node_modules/.bin/node first on PATH, whatever Node the machine has), the production image
// (deployRecipe.test.ts compares its tag) and package.json's engines.

interface PackageJson {
  engines: { node: string };
  devDependencies: Record<string, string>;
  allowScripts?: Record<string, boolean>;
}
const packageJson = JSON.parse(fs.readFileSync(path.join(REPO, 'package.json'), 'utf8')) as PackageJson;
const lockFile = JSON.parse(fs.readFileSync(path.join(REPO, 'package-lock.json'), 'utf8')) as { packages: Record<string, { devDependencies?: Record<string, string>; version?: string }> };
const pinned = packageJson.devDependencies.node;

it('pins Node 24 to an exact version, in the lock file too', () => {
  expect(pinned).toMatch(/^24\.\d+\.\d+$/);
  expect(lockFile.packages[''].devDependencies?.node).toBe(pinned);
  expect(lockFile.packages['node_modules/node'].version).toBe(pinned);
});

it("runs these tests on that Node, not the machine's", () => {
  expect(process.version).toBe(`v${pinned}`);
});

it('asks for that Node in engines, and lets its install script put the binary in place', () => {
  expect(packageJson.engines.node).toBe(`>=${pinned}`);
  expect(packageJson.allowScripts?.node).toBe(true);
});

it("the server's own check asks for the same Node as engines, and lets that one and newer ones start", () => {
  expect(`>=${MINIMUM_NODE_VERSION}`).toBe(packageJson.engines.node);
  expect([pinned, '24.22.0', '25.0.0', '24.21.1'].map(unsupportedNodeReason)).toEqual([null, null, null, null]);
  expect(['20.20.2', '24.20.9', '22.99.0'].map((version) => unsupportedNodeReason(version) !== null)).toEqual([true, true, true]);
});
