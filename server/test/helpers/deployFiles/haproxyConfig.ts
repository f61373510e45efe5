import fs from 'node:fs';
import path from 'node:path';

/** The load balancer's configuration that compose.yaml mounts and the cluster test runs. */
export const SHIPPED_HAPROXY_CONFIG = path.resolve(__dirname, '../../../deploy/haproxy.cfg');

/** A section of an HAProxy configuration: `backend api` is { kind: 'backend', name: 'api' }. */
export interface HaproxySection {
  kind: string;
  name: string;
  /** Its directives, comments dropped, whitespace collapsed. */
  lines: string[];
}

const SECTION_KINDS = ['global', 'defaults', 'frontend', 'backend', 'listen', 'resolvers', 'peers', 'userlist', 'program', 'http-errors', 'ring', 'cache', 'mailers'];

export function parseHaproxyConfig(text: string): HaproxySection[] {
  const sections: HaproxySection[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/(^|\s)#.*$/, '').trim().replace(/\s+/g, ' ');
    if (line === '') continue;
    const [first, name = ''] = line.split(' ');
    if (SECTION_KINDS.includes(first) && !/^\s/.test(raw)) sections.push({ kind: first, name, lines: [] });
    else if (sections.length === 0) throw new Error(`HAProxy directive outside any section: ${line}`);
    else sections[sections.length - 1].lines.push(line);
  }
  return sections;
}

export function readShippedHaproxyConfig(): string {
  return fs.readFileSync(SHIPPED_HAPROXY_CONFIG, 'utf8');
}

/**
 * The shipped configuration moved onto loopback, for a test or a benchmark without containers:
 * every `bind :PORT` listens on the loopback port `binds` gives for that section's name, and every
 * `server NAME HOST:PORT` points at the loopback port `servers` gives for NAME. Every other setting
 * (checks, retries, timeouts) is the shipped one. Throws when a name is missing on either side, so
 * that the two cannot drift apart unnoticed.
 */
export function loopbackHaproxyConfig(shipped: string, ports: { binds: Record<string, number>; servers: Record<string, number> }): string {
  let section = '';
  const usedBinds = new Set<string>();
  const usedServers = new Set<string>();
  const lines = shipped.split('\n').map((raw) => {
    const header = /^(frontend|backend|listen)\s+(\S+)/.exec(raw);
    if (header) section = header[2];
    const bind = /^(\s+bind\s+)\S*:\d+(.*)$/.exec(raw);
    if (bind) {
      const port = ports.binds[section] ?? failWith(`no loopback port for the bind of ${section}`);
      usedBinds.add(section);
      return `${bind[1]}127.0.0.1:${port}${bind[2]}`;
    }
    const server = /^(\s+server\s+(\S+)\s+)\S+(.*)$/.exec(raw);
    if (server) {
      const port = ports.servers[server[2]] ?? failWith(`no loopback port for server ${server[2]}`);
      usedServers.add(server[2]);
      return `${server[1]}127.0.0.1:${port}${server[3]}`;
    }
    return raw;
  });
  const unused = [...Object.keys(ports.binds).filter((name) => !usedBinds.has(name)), ...Object.keys(ports.servers).filter((name) => !usedServers.has(name))];
  if (unused.length > 0) failWith(`not in the shipped configuration: ${unused.join(', ')}`);
  return lines.join('\n');
}

function failWith(message: string): never {
  throw new Error(`haproxy.cfg: ${message}`);
}
