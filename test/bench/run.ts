import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { measureApi } from './apiLoad';
import { CHROMIUM } from './browser';
import { buildWithStats, measureBundles } from './bundles';
import { measureCluster } from './clusterLoad';
import { FIXED_SLOWDOWN } from './cpuCalibration';
import { measureCpuBlocking } from './cpuBlocking';
import { measureFunnel } from './funnel';
import { measureHeavyBilling } from './heavyBilling';
import { measureHeavyCustomer } from './heavyCustomer';
import { measureInteractions } from './interactions';
import { measureLighthouse } from './lighthouse';
import { measureLists } from './listRender';
import { writeReport, type Measurement } from './report';
import { measureRequestTour } from './requestTour';
import { measureStartup } from './startup';
import { measureThirdPartyHosts } from './thirdPartyHosts';

/**
 * `npm run bench [-- suite…]`: measures the production build and the real server against the
 * budgets of test/bench/budgets.ts, writes test/bench/results/report.{md,json}, and exits 1 when a
 * budget is broken. Suites: bundles, api, cluster, heavy, heavybilling, lists, funnel, lighthouse, requests, hosts, startup, interactions, blocking (default:
 * all; every suite but bundles and cluster needs dist/ from the bundles suite or `npm run build`;
 * cluster needs PostgreSQL and HAProxy, see clusterLoad.ts; startup builds what `npm start` would). RUNS=n sets the
 * Lighthouse runs per page (5 by default) and LIST_RUNS=n the long-list runs (3) and
 * INP_RUNS=n the repetitions of each interaction (5) for quick trials; CPU_SLOWDOWN=4 throttles every
 * CPU-throttled suite by a fixed 4× (Lighthouse's default) instead of the rate calibrated to the host.
 */
const rootDir = path.resolve(__dirname, '../..');
const suites: Record<string, () => Promise<Measurement[]>> = {
  bundles: async () => measureBundles(path.join(rootDir, 'dist'), buildWithStats(rootDir)),
  api: () => measureApi(rootDir),
  cluster: () => measureCluster(rootDir),
  heavy: () => measureHeavyCustomer(rootDir),
  heavybilling: () => measureHeavyBilling(rootDir),
  lists: () => measureLists(),
  funnel: () => measureFunnel(rootDir),
  lighthouse: () => measureLighthouse(rootDir),
  requests: () => measureRequestTour(rootDir),
  hosts: () => measureThirdPartyHosts(rootDir),
  startup: () => measureStartup(rootDir),
  interactions: () => measureInteractions(),
  blocking: () => measureCpuBlocking(rootDir),
};

/** The commit measured, and whether the working tree differed from it (then the report is of uncommitted code). */
function codeVersion(): string {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: rootDir, encoding: 'utf8' }).trim();
    const dirty = git('status', '--porcelain', '--untracked-files=no', '--', '.', ':!test/bench/results').length > 0;
    return `commit ${git('rev-parse', '--short', 'HEAD')}${dirty ? ' with uncommitted changes' : ''}`;
  } catch {
    return 'not a git checkout';
  }
}

function browserVersion(): string {
  try {
    return execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return `not found at ${CHROMIUM}`;
  }
}

async function main() {
  const chosen = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const unknown = chosen.filter((name) => !(name in suites));
  if (unknown.length) throw new Error(`Unknown suite(s): ${unknown.join(', ')}; choose from ${Object.keys(suites).join(', ')}`);
  const results: Measurement[] = [];
  for (const name of chosen.length ? chosen : Object.keys(suites)) {
    console.log(`bench: ${name}…`);
    results.push(...(await suites[name]()));
  }
  const context = {
    date: new Date().toISOString().slice(0, 10),
    code: codeVersion(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    node: process.version,
    // Browser figures move with the browser's version and with the slowdown: both name the run.
    browser: browserVersion(),
    'CPU slowdown': FIXED_SLOWDOWN ? `fixed at ${FIXED_SLOWDOWN}× (CPU_SLOWDOWN)` : 'calibrated to the host (see each suite)',
  };
  writeReport(path.join(__dirname, 'results'), results, context);
  const broken = results.filter((result) => result.pass === false);
  for (const result of broken) console.error(`budget broken: ${result.name}: ${result.value} ${result.unit} (${result.budget})`);
  console.log(`bench: ${results.length} measurements, ${broken.length} budgets broken; report in test/bench/results/report.md`);
  process.exitCode = broken.length ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 2;
});
