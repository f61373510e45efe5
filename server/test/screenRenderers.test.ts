import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import workerThreads from 'node:worker_threads';
import type { AppConfig } from '../../src/contract/appConfig';
import { BundleRenderFailure, renderBesideThisThread, renderOnThisThread, renderOnWorkerThread } from '../src/static/screenRenderers';

/**
 * Instant starts: a listening server renders the prerender bundle on a worker thread,
 * the same pages as on the main thread. These bundles are plain CommonJS files, as the build writes
 * screens.js (a worker cannot load Jest's modules).
 */

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'screen-renderers-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A bundle whose renderScreens answers from the configuration, and says which thread ran it. */
function bundleFile(name: string, body: string): string {
  const file = path.join(dir, `${name}.js`);
  fs.writeFileSync(file, `const { isMainThread } = require('node:worker_threads');\nexports.renderScreens = async (config) => {\n${body}\n};\n`);
  return file;
}

const appConfig = { brandName: 'Acme Phone' } as unknown as AppConfig;
const rendering = `return { configStamp: 'c1', screens: { '/login': '<h1>' + config.brandName + '</h1>' }, frames: { default: isMainThread ? 'main' : 'worker', dashboard: '<nav></nav>' } };`;

test('a worker thread renders what the bundle renders for the configuration', async () => {
  const rendered = await renderOnWorkerThread(bundleFile('good', rendering), appConfig);
  expect(rendered).toEqual({ configStamp: 'c1', screens: { '/login': '<h1>Acme Phone</h1>' }, frames: { default: 'worker', dashboard: '<nav></nav>' } });
});

test('on this thread, the same pages', async () => {
  const rendered = await renderOnThisThread(bundleFile('same', rendering), appConfig);
  expect(rendered.screens).toEqual({ '/login': '<h1>Acme Phone</h1>' });
  expect(rendered.frames.default).toBe('main');
});

test("a bundle that fails is reported with the bundle's own error, and not tried again on this thread", async () => {
  const file = bundleFile('failing', "throw new Error('no theme for this brand');");
  const onWorkerFailure = jest.fn();
  const failure = await renderBesideThisThread(onWorkerFailure)(file, appConfig).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(BundleRenderFailure);
  expect(String((failure as Error).message)).toContain('no theme for this brand');
  expect(onWorkerFailure).not.toHaveBeenCalled();
});

test('a missing bundle is a failure of the bundle', async () => {
  await expect(renderOnWorkerThread(path.join(dir, 'absent.js'), appConfig)).rejects.toThrow(/Cannot find module/);
});

test('when no worker thread can start, the pages render on this thread and that is told', async () => {
  const file = bundleFile('fallback', rendering);
  const noWorkers = jest.spyOn(workerThreads, 'Worker').mockImplementation(() => {
    throw new Error('ERR_WORKER_INIT_FAILED');
  });
  try {
    const onWorkerFailure = jest.fn();
    const rendered = await renderBesideThisThread(onWorkerFailure)(file, appConfig);
    expect(rendered.frames.default).toBe('main');
    expect(onWorkerFailure).toHaveBeenCalledWith(expect.objectContaining({ message: 'ERR_WORKER_INIT_FAILED' }));
  } finally {
    noWorkers.mockRestore();
  }
});
