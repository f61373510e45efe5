import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { execForm, parseDockerfile } from './helpers/deployFiles/dockerfile';
import { parseHaproxyConfig, readShippedHaproxyConfig } from './helpers/deployFiles/haproxyConfig';
import { parseSimpleYaml, type YamlValue } from './helpers/deployFiles/simpleYaml';
import { REPO } from './helpers/serverProcess';

// The deployment recipe (server/deploy/) cannot be built or run here (no container engine): this
// reads it for what matters. The cluster test (npm run test:cluster) runs haproxy.cfg for real.

const DEPLOY = path.join(REPO, 'server/deploy');
const read = (file: string) => fs.readFileSync(path.join(DEPLOY, file), 'utf8');
const packageJson = JSON.parse(fs.readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { scripts: Record<string, string>; devDependencies: Record<string, string> };

type YamlMap = { [key: string]: YamlValue };
const map = (value: YamlValue | undefined): YamlMap => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error(`not a mapping: ${JSON.stringify(value)}`);
  return value;
};
/** A DATABASE_URL with its ${…} interpolation (the password) replaced, so that it parses. */
const databaseUrl = (value: YamlValue | undefined) => new URL(String(value).replace(/\$\{[^}]+\}/, 'password'));
const list = (value: YamlValue | undefined): YamlValue[] => {
  if (!Array.isArray(value)) throw new Error(`not a list: ${JSON.stringify(value)}`);
  return value;
};

describe('Dockerfile', () => {
  const instructions = parseDockerfile(read('Dockerfile'));
  const inStage = (stage: string, keyword: string) => instructions.filter((i) => i.stage === stage && i.keyword === keyword).map((i) => i.args);
  const froms = instructions.filter((i) => i.keyword === 'FROM');
  const runtime = froms[froms.length - 1].stage;
  const env = Object.fromEntries(inStage(runtime, 'ENV').flatMap((args) => [...args.matchAll(/(\w+)=(\S+)/g)].map(([, name, value]) => [name, value])));

  it('builds in one stage and runs in another, both on the pinned Node the tests run on', () => {
    const image = `node:${packageJson.devDependencies.node}-bookworm-slim`;
    expect(image).toMatch(/^node:24\.\d+\.\d+-bookworm-slim$/);
    expect(froms.map((i) => i.args)).toEqual([`${image} AS build`, `${image} AS runtime`]);
    expect(inStage('build', 'RUN').join(' && ')).toMatch(/npm ci\b.*npm run build && npm run build:server && npm prune --omit=dev/);
  });

  it('runs only the builds, the production dependencies and package.json, as a user other than root', () => {
    const copied = inStage(runtime, 'COPY').map((args) => {
      const [from, source, target] = args.split(/\s+/);
      expect(from).toBe('--from=build');
      return `${source} → ${target}`;
    });
    expect(copied.sort()).toEqual(['/app/dist → ./dist', '/app/dist-prerender → ./dist-prerender', '/app/dist-server → ./dist-server', '/app/node_modules → ./node_modules', '/app/package.json → ./package.json']);
    const users = inStage(runtime, 'USER');
    expect(users).toHaveLength(1);
    expect(users[0]).not.toMatch(/^(root|0)(:|$)/);
    // Nothing runs as root after the user is set.
    const userAt = instructions.findIndex((i) => i.stage === runtime && i.keyword === 'USER');
    expect(instructions.slice(userAt).filter((i) => i.keyword === 'USER')).toHaveLength(1);
  });

  it('exposes the port the server listens on and starts it as npm run start:prod does', () => {
    expect(inStage(runtime, 'EXPOSE')).toEqual([env.PORT]);
    expect(env.DATA_DIR).toBe('/data');
    const [cmd] = inStage(runtime, 'CMD');
    expect(execForm(cmd)?.join(' ')).toBe(packageJson.scripts['start:prod']);
  });

  it('checks its health on /api/healthz', () => {
    const [healthcheck] = inStage(runtime, 'HEALTHCHECK');
    expect(healthcheck).toMatch(/--interval=\d+s/);
    expect(execForm(healthcheck)?.join(' ')).toContain('/api/healthz');
  });

  it('sends the build only what it copies (Dockerfile.dockerignore)', () => {
    const rules = read('Dockerfile.dockerignore')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));
    expect(rules[0]).toBe('*');
    const included = rules.filter((rule) => rule.startsWith('!')).map((rule) => rule.slice(1));
    const sources = inStage('build', 'COPY').flatMap((args) => args.split(/\s+/).slice(0, -1));
    expect(new Set(sources)).toEqual(new Set(included));
  });
});

describe('the health check command', () => {
  const [healthcheck] = parseDockerfile(read('Dockerfile'))
    .filter((i) => i.keyword === 'HEALTHCHECK')
    .map((i) => execForm(i.args) ?? []);

  /** Runs the image's health check (its node, here ours) against a stand-in answering `status`. */
  async function healthcheckExitCode(status: number): Promise<number> {
    const server = http.createServer((request, response) => {
      response.writeHead(request.url === '/api/healthz' ? status : 404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const [node, ...args] = healthcheck;
      expect(node).toBe('node');
      const port = String((server.address() as AddressInfo).port);
      return await promisify(execFile)(process.execPath, args, { env: { ...process.env, PORT: port } }).then(
        () => 0,
        (error: { code?: number }) => error.code ?? -1,
      );
    } finally {
      server.close();
    }
  }

  it('passes while /api/healthz answers 200 and fails otherwise', async () => {
    expect(await healthcheckExitCode(200)).toBe(0);
    expect(await healthcheckExitCode(503)).toBe(1);
  });
});

describe('compose.yaml', () => {
  const compose = map(parseSimpleYaml(read('compose.yaml')));
  const services = map(compose.services);
  const service = (name: string) => map(services[name]);
  const environment = (name: string) => map(service(name).environment);
  const dockerfileHealthcheck = parseDockerfile(read('Dockerfile'))
    .filter((i) => i.keyword === 'HEALTHCHECK')
    .map((i) => execForm(i.args));

  it('runs PostgreSQL 15, a one-shot migration, two API instances and HAProxy', () => {
    expect(Object.keys(services).sort()).toEqual(['api1', 'api2', 'haproxy', 'migrate', 'postgres']);
    expect(service('postgres').image).toMatch(/^postgres:15(\b|$)/);
    expect(service('haproxy').image).toMatch(/^haproxy:/);
    expect(list(service('migrate').command)).toEqual(['node', 'dist-server/server/src/migrate.js']);
    expect(service('migrate').restart).toBe('no');
  });

  it('builds the app image from the repository root with this Dockerfile, the same for every service that runs it', () => {
    for (const name of ['migrate', 'api1', 'api2']) {
      expect(service(name).build).toEqual({ context: '../..', dockerfile: 'server/deploy/Dockerfile' });
      expect(service(name).image).toBe(service('migrate').image);
    }
    expect(fs.existsSync(path.resolve(DEPLOY, '../..', 'server/deploy/Dockerfile'))).toBe(true);
  });

  it('gives PostgreSQL and both instances health checks, and starts the instances after a healthy database and a finished migration', () => {
    expect(list(map(service('postgres').healthcheck).test)).toEqual(expect.arrayContaining(['pg_isready']));
    for (const name of ['api1', 'api2']) {
      expect(list(map(service(name).healthcheck).test)).toEqual(['CMD', ...(dockerfileHealthcheck[0] ?? [])]);
      expect(service(name).depends_on).toEqual({ postgres: { condition: 'service_healthy' }, migrate: { condition: 'service_completed_successfully' } });
    }
    expect(map(service('migrate').depends_on)).toEqual({ postgres: { condition: 'service_healthy' } });
  });

  it('configures both instances alike: the shared database, no migration at start, the balancer as public address, a sandbox', () => {
    expect(environment('api2')).toEqual(environment('api1'));
    expect(service('api2').volumes).toEqual(service('api1').volumes);
    const env = environment('api1');
    const database = databaseUrl(env.DATABASE_URL);
    expect(database.hostname).toBe('postgres');
    expect(environment('migrate').DATABASE_URL).toBe(env.DATABASE_URL);
    expect(env.MIGRATE_ON_START).toBe('false');
    expect(env.SANDBOX).toBe('1');
    const published = list(service('haproxy').ports).map(String);
    // A sandbox lets anyone sign in as any customer: reachable from this machine only.
    expect(published).toContain(`127.0.0.1:${new URL(String(env.PUBLIC_URL)).port}:8080`);
    expect(published.every((port) => port.startsWith('127.0.0.1:'))).toBe(true);
    // No instance is reachable but through the balancer.
    expect(service('api1').ports).toBeUndefined();
    expect(service('api2').ports).toBeUndefined();
  });

  it('believes X-Forwarded-For from the balancer alone, and drains within the stop grace period', () => {
    const env = environment('api1');
    const balancerAddress = map(map(service('haproxy').networks).default).ipv4_address;
    expect(env.TRUST_PROXY).toBe(balancerAddress);
    const ipam = map(map(map(compose.networks).default).ipam);
    const [subnet] = list(ipam.config).map((entry) => String(map(entry).subnet));
    expect(String(balancerAddress).split('.').slice(0, 3)).toEqual(subnet.split('/')[0].split('.').slice(0, 3));
    expect(Number(env.DRAIN_MS) / 1000).toBeLessThan(Number(String(service('api1').stop_grace_period).replace(/s$/, '')));
  });

  it('has no default database password: compose stops until POSTGRES_PASSWORD is set', () => {
    const required = /^\$\{POSTGRES_PASSWORD:\?[^}]+\}$/;
    expect(String(environment('postgres').POSTGRES_PASSWORD)).toMatch(required);
    for (const name of ['migrate', 'api1', 'api2']) {
      expect(databaseUrl(environment(name).DATABASE_URL).username).toBe('app');
      expect(decodeURIComponent(/^postgres:\/\/app:([^@]+)@/.exec(String(environment(name).DATABASE_URL))?.[1] ?? '')).toMatch(required);
    }
    // No ${VAR:-default} and no ${VAR-default} but the release tag (not a secret): a secret left
    // unset never falls back to a known value.
    expect(read('compose.yaml')).not.toMatch(/\$\{(?!RELEASE\b)\w+:?-/);
  });

  it('pins every pulled image to an exact version', () => {
    expect(service('postgres').image).toMatch(/^postgres:15\.\d+$/);
    expect(service('haproxy').image).toMatch(/^haproxy:\d+\.\d+\.\d+$/);
  });

  it('limits every service in memory and CPU and rotates its logs', () => {
    for (const name of Object.keys(services)) {
      expect([name, String(service(name).mem_limit)]).toEqual([name, expect.stringMatching(/^\d+[mg]$/)]);
      expect([name, Number(service(name).cpus)]).toEqual([name, expect.any(Number)]);
      expect(Number(service(name).cpus)).toBeGreaterThan(0);
      const logging = map(service(name).logging);
      expect([name, logging.driver]).toEqual([name, 'json-file']);
      expect(map(logging.options)).toEqual({ 'max-size': expect.stringMatching(/^\d+m$/), 'max-file': expect.stringMatching(/^\d+$/) });
    }
  });

  it('mounts the shipped haproxy.cfg, whose frontend listens on the published port', () => {
    expect(list(service('haproxy').volumes)).toContain('./haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
    const frontend = parseHaproxyConfig(readShippedHaproxyConfig()).find((section) => section.kind === 'frontend');
    expect(frontend?.lines).toContain('bind :8080');
  });
});

describe('haproxy.cfg', () => {
  const sections = parseHaproxyConfig(readShippedHaproxyConfig());
  const defaults = sections.find((section) => section.kind === 'defaults')?.lines ?? [];
  const backend = sections.find((section) => section.kind === 'backend' && section.name === 'api')?.lines ?? [];
  const composeServices = map(map(parseSimpleYaml(read('compose.yaml'))).services);

  it('balances over both instances, by service name and the port the image listens on', () => {
    const servers = backend.filter((line) => line.startsWith('server '));
    expect(servers).toEqual(['server api1 api1:8080', 'server api2 api2:8080']);
    for (const name of ['api1', 'api2']) expect(composeServices[name]).toBeDefined();
    expect(backend).toContain('balance roundrobin');
  });

  it('sends requests only to instances whose /api/readyz answers 200, checked often', () => {
    expect(backend).toContain('option httpchk GET /api/readyz');
    expect(backend).toContain('http-check expect status 200');
    const defaultServer = backend.find((line) => line.startsWith('default-server ')) ?? '';
    expect(defaultServer).toMatch(/\bcheck\b/);
    expect(defaultServer).toMatch(/\binter 1s\b/);
    expect(defaultServer).toMatch(/\bon-error mark-down\b/);
  });

  it('retries a request whose instance is gone on another instance, and replays only GETs that reached one', () => {
    expect(defaults).toContain('retry-on conn-failure empty-response');
    expect(defaults).toContain('option redispatch 1');
    expect(defaults.find((line) => line.startsWith('retries '))).toBe('retries 3');
    const frontend = sections.find((section) => section.kind === 'frontend')?.lines ?? [];
    expect(frontend).toContain('http-request disable-l7-retry unless METH_GET');
  });

  it("replaces a client's X-Forwarded-For with the address it saw, and passes or makes a request id", () => {
    const frontend = sections.find((section) => section.kind === 'frontend')?.lines ?? [];
    expect(frontend.indexOf('http-request del-header X-Forwarded-For')).toBeGreaterThanOrEqual(0);
    expect(frontend).toContain('option forwardfor');
    expect(frontend.some((line) => line.startsWith('http-request set-header X-Request-Id %[unique-id] unless'))).toBe(true);
  });
});

describe('compose.yaml: a new release, one instance at a time', () => {
  const text = read('compose.yaml');
  const services = map(map(parseSimpleYaml(text)).services);
  /** The commands its header documents, in order (comment lines indented as commands). */
  const commands = text
    .split('\n')
    .filter((line) => line.startsWith('#   '))
    .map((line) => line.slice(4).trim());

  it('tags the app image by RELEASE, so that a rollback redeploys the previous tag, and names the release on log lines', () => {
    for (const name of ['migrate', 'api1', 'api2']) expect(map(services[name]).image).toBe('private-number-app:${RELEASE:-local}');
    for (const name of ['api1', 'api2']) expect(map(map(services[name]).environment).RELEASE).toBe('${RELEASE:-local}');
  });

  it('documents migrating first, then replacing each instance without its dependencies, waiting until the balancer sends it requests', () => {
    const migrate = commands.findIndex((command) => command === 'docker compose -f server/deploy/compose.yaml run --rm migrate');
    const loop = commands.findIndex((command) => command === 'for api in api1 api2; do');
    expect(migrate).toBeGreaterThan(commands.findIndex((command) => command.startsWith('export RELEASE=')));
    expect(loop).toBeGreaterThan(migrate);
    expect(commands[loop + 1]).toBe('docker compose -f server/deploy/compose.yaml up -d --no-deps --wait "$api"');
    // The wait reads HAProxy's stats page where compose publishes it: server state is column 18 of its CSV.
    expect(commands[loop + 2]).toContain("curl -fs 'http://127.0.0.1:8404/;csv'");
    expect(commands[loop + 2]).toContain('$18 == "UP"');
    expect(list(map(services.haproxy).ports)).toContain('127.0.0.1:8404:8404');
  });
});

describe('the YAML reader of these tests', () => {
  it('reads nested mappings, sequences of mappings, quotes and flow sequences', () => {
    const text = ['a:', '  b: "x # not a comment"  # a comment', '  c:', '    - d: 1', '      e: two', '    - [f, "g, h"]', "  i: 'it''s'", 'j:', '- k'].join('\n');
    expect(parseSimpleYaml(text)).toEqual({ a: { b: 'x # not a comment', c: [{ d: '1', e: 'two' }, ['f', 'g, h']], i: "it's" }, j: ['k'] });
  });

  it('refuses what it does not understand instead of guessing', () => {
    expect(() => parseSimpleYaml('a: &anchor 1')).toThrow('line 1');
    expect(() => parseSimpleYaml('a: |\n  text')).toThrow('unsupported');
    expect(() => parseSimpleYaml('a: 1\n   b: 2')).toThrow('indentation');
    expect(() => parseSimpleYaml('a: 1\na: 2')).toThrow('duplicate');
  });
});
