import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { budgets, confinedLibraries, idleShell, lazyWidgets } from './budgets';
import { measured, type Measurement } from './report';

interface StatsModule {
  name?: string;
  modules?: StatsModule[];
}
interface StatsChunk {
  id: string | number;
  files: string[];
  modules?: StatsModule[];
}
interface StatsGroup {
  chunks: (string | number)[];
  assets: { name: string }[];
}
interface Stats {
  chunks: StatsChunk[];
  entrypoints: Record<string, StatsGroup>;
  namedChunkGroups: Record<string, StatsGroup>;
}

const SUITE = 'JavaScript sent (webpack stats of the production build, gzip -9)';

/** Builds dist/ as `npm run build` does, keeping webpack's stats for the analysis. */
export function buildWithStats(rootDir: string): Stats {
  const statsFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-stats-')), 'stats.json');
  execFileSync('npx', ['webpack', '--mode', 'production', `--json=${statsFile}`], { cwd: rootDir, stdio: ['ignore', 'ignore', 'inherit'] });
  const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8')) as Stats | { children: (Stats & { name?: string })[] };
  // The build also makes the server's prerender bundle: what is sent is the browser's.
  if (!('children' in stats)) return stats;
  const browser = stats.children.find((child) => child.name === 'browser');
  if (!browser) throw new Error('webpack stats have no "browser" build');
  return browser;
}

const javaScript = (group: StatsGroup) => group.assets.map((asset) => asset.name).filter((name) => name.endsWith('.js'));

function moduleNames(chunk: StatsChunk): string[] {
  const names: string[] = [];
  const walk = (module: StatsModule) => (module.modules ? module.modules.forEach(walk) : module.name && names.push(module.name));
  (chunk.modules ?? []).forEach(walk);
  return names;
}

/** Per-route JavaScript in KB gzip, and where the confined libraries ended up. */
export function measureBundles(distDir: string, stats: Stats): Measurement[] {
  const gzipKb = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!gzipKb.has(file)) gzipKb.set(file, zlib.gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length / 1024);
    return gzipKb.get(file) ?? 0;
  };
  const total = (files: string[]) => files.reduce((sum, file) => sum + sizeOf(file), 0);
  const entry = javaScript(stats.entrypoints.main);
  const results: Measurement[] = [measured(SUITE, 'entry (runtime, vendors, app shell)', total(entry), 'KB')];

  const groups = Object.entries(stats.namedChunkGroups).filter(([name]) => name !== 'main');
  const idle = idleShell.flatMap((name) => javaScript(stats.namedChunkGroups[name]).filter((file) => !entry.includes(file)));
  results.push(measured(SUITE, `app shell fetched once the user acts (${idleShell.join(', ')})`, total(idle), 'KB'));
  const loaded = new Set([...entry, ...idle]);
  for (const [name, group] of groups) {
    if (idleShell.includes(name)) continue;
    // The login page is the first paint: only the entry is loaded before it.
    const own = javaScript(group).filter((file) => !(name === 'login' ? entry.includes(file) : loaded.has(file)));
    if (name === 'login') {
      results.push(measured(SUITE, '/app/login until interactive (entry + login chunks; its markup paints before them)', total(entry) + total(own), 'KB', { limit: budgets.loginInteractiveJsKb, atMost: true }));
    } else if (lazyWidgets.includes(name)) {
      results.push(measured(SUITE, `${name} (lazy widget, loaded on demand): own chunks`, total(own), 'KB'));
    } else {
      results.push(measured(SUITE, `${name}: own chunks`, total(own), 'KB', { limit: budgets.routeChunkKb, atMost: true }));
    }
  }

  const groupsOfChunk = new Map<string | number, string[]>();
  for (const [name, group] of [['entry', stats.entrypoints.main] as const, ...groups]) {
    for (const id of group.chunks) groupsOfChunk.set(id, [...(groupsOfChunk.get(id) ?? []), name]);
  }
  for (const [library, rule] of Object.entries(confinedLibraries)) {
    const strays = new Set<string>();
    for (const chunk of stats.chunks) {
      if (!moduleNames(chunk).some((name) => rule.pattern.test(name))) continue;
      for (const group of groupsOfChunk.get(chunk.id) ?? []) if (!rule.allowedIn.includes(group)) strays.add(group);
    }
    const note = strays.size ? `found in: ${[...strays].join(', ')}` : `only in: ${rule.allowedIn.join(', ')}`;
    results.push(measured(SUITE, `${library}: chunk groups outside its pages`, strays.size, 'groups', { limit: 0, atMost: true }, note));
  }
  return results;
}
