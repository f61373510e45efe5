import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { AppConfig } from '../../../src/contract/appConfig';

/** What the build's Node bundle (src/prerender.tsx) renders for one configuration. */
export interface RenderedScreens {
  configStamp: string;
  screens: Record<string, string>;
  frames: { default: string; dashboard: string };
}

/** What that bundle exports. */
export interface PrerenderBundle {
  renderScreens(config: AppConfig): Promise<RenderedScreens>;
}

/** Renders the bundle's screens for a configuration. */
export type ScreenRenderer = (bundleFile: string, appConfig: AppConfig) => Promise<RenderedScreens>;

/** On this thread: the bundle loaded afresh, as a new build replaces the file while the server runs. */
export const renderOnThisThread: ScreenRenderer = async (bundleFile, appConfig) => {
  delete require.cache[require.resolve(bundleFile)];
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS bundle at a path known only at run time
  return (require(bundleFile) as PrerenderBundle).renderScreens(appConfig);
};

/** The worker's whole program (CommonJS, evaluated): load the bundle, render, answer once. */
const WORKER_PROGRAM = `
const { parentPort, workerData } = require('node:worker_threads');
Promise.resolve()
  .then(() => require(workerData.bundleFile).renderScreens(workerData.appConfig))
  .then(
    (rendered) => parentPort.postMessage({ rendered }),
    (error) => parentPort.postMessage({ failure: (error && error.stack) || String(error) }),
  );
`;

/** A failure of the bundle itself, as the worker reported it (not a worker that could not run). */
export class BundleRenderFailure extends Error {}

/**
 * Instant starts: on a worker thread of its own. Loading the 4 MB bundle and rendering
 * take a quarter of a second of a 2-core host's start; started while the database boots, they run
 * beside the main thread's work instead of after it. A worker that cannot run rejects with its own
 * error; a bundle that fails, with a BundleRenderFailure.
 */
export const renderOnWorkerThread: ScreenRenderer = (bundleFile, appConfig) =>
  new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_PROGRAM, { eval: true, workerData: { bundleFile: path.resolve(bundleFile), appConfig } });
    // A shutdown does not wait for a render nobody will serve.
    worker.unref();
    worker.once('message', (answer: { rendered?: RenderedScreens; failure?: string }) => {
      if (answer.rendered) resolve(answer.rendered);
      else reject(new BundleRenderFailure(answer.failure ?? 'The prerender bundle rendered nothing'));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The prerender worker stopped (exit code ${code}) before answering`)));
  });

/** On a worker thread; if none can run there, on this one, after telling `onWorkerFailure` (a bundle that fails is not tried twice). */
export function renderBesideThisThread(onWorkerFailure: (error: unknown) => void): ScreenRenderer {
  return (bundleFile, appConfig) =>
    renderOnWorkerThread(bundleFile, appConfig).catch((error: unknown) => {
      if (error instanceof BundleRenderFailure) throw error;
      onWorkerFailure(error);
      return renderOnThisThread(bundleFile, appConfig);
    });
}
