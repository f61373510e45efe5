import swagger from '@fastify/swagger';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from './appContext';
import { createAttackNotice } from './auth/attackNotice';
import { createPasswordAttempts } from './auth/passwordAttempts';
import { createAcceptAuth, createRequireAuth } from './auth/requireAuth';
import { noPause, type PausePoint } from './billing/pausePoint';
import { PaymentVelocity } from './billing/paymentVelocity';
import { SessionCache } from './auth/sessionCache';
import type { ServerConfig } from './config';
import { registerDocsRoutes } from './docs/docsRoutes';
import { ChangeHub } from './db/changeHub';
import { openDatabase, poolUsageOf } from './db/database';
import { requestBucketsOf } from './db/requestBuckets';
import { databaseProbe } from './db/databaseProbe';
import { prepareSchema } from './db/migrate';
import type { DeclaredMigration } from './db/migrationCompatibility';
import type { Database } from './db/schema';
import { answerAfterOwnChanges } from './http/answerAfterOwnChanges';
import { AttemptCounters } from './http/attemptCounters';
import { compressLargeAnswers } from './http/compressLargeAnswers';
import { DeferredSchemaCompilers } from './http/deferredSchemaCompilers';
import { answerFrameworkError, handleApiNotFound, handleError } from './http/errorHandler';
import { createRateLimits } from './http/rateLimit';
import { Readiness } from './http/readiness';
import { logOneLinePerRequest } from './http/requestLog';
import { RequestBudget } from './http/requestBudget';
import { heavyReadsFor } from './http/heavyReadsFor';
import type { HeavyReads } from './http/sharedHeavyReads';
import { echoRequestIds, requestIdOf } from './http/requestIds';
import { refuseUnstorableText } from './http/refuseUnstorableText';
import { addSecurityHeaders } from './http/securityHeaders';
import { Jobs, jobList } from './jobs';
import type { JobTimers } from './jobs/jobRunner';
import { BackgroundTasks } from './jobs/backgroundTasks';
import { outboxStats } from './db/queries/mailOutbox';
import { MailOutbox } from './mail/mailOutbox';
import { passwordResetComposer } from './auth/passwordResetMail';
import { loggerOptions, type LogDestination } from './lib/logRedaction';
import { createProviders, type Providers } from './providers';
import { routeModulesFor } from './routes';
import { healthRoutes } from './routes/health';
import { warnOfSandboxMode } from './sandboxWarning';
import { appConfigFor } from './static/appConfigScript';
import { PrerenderedPages } from './static/prerenderedPages';
import { renderBesideThisThread, renderOnThisThread, type ScreenRenderer } from './static/screenRenderers';
import { spaRoutes } from './static/spaRoutes';
import { loadPageLook } from './pages/pageLook';
import { AppMetrics } from './metrics/appMetrics';
import { registerMetrics } from './metrics/registerMetrics';
import { metricsRoutes } from './routes/metrics';
import { vitalsRoutes } from './routes/webVitals';

/** What a caller (a test, the seed script) may supply instead of what the config would create. */
export interface AppDeps {
  /** An open database; the caller keeps ownership and closes it. Its schema is still checked (and migrated). */
  db?: Kysely<Database>;
  providers?: Providers;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: LogDestination;
  /** The clock of the attempt counters and of proofs of identity, in ms since the epoch (tests move it). */
  clock?: () => number;
  /** Stops a purchase at a step (purchaseDurability.test.ts); the app's own does nothing. */
  pausePoint?: PausePoint;
  /**
   * A server about to listen (serve.ts): renders the prerendered pages on a worker thread while the
   * database opens instead of after listening. Inject-only tests leave it off and never render them
   * unasked (their bundles are Jest's modules, which only this thread can load).
   */
  warmUp?: boolean;
  /**
   * How the prerendered pages are rendered (a test's servers may share one render); by default on
   * this thread, or beside it for a server about to listen (warmUp).
   */
  screenRenderer?: ScreenRenderer;
  /** The background jobs' clock and timers (jobs/jobRunner.ts realTimers unless a test supplies its own). */
  jobTimers?: JobTimers;
  /** This release's migrations (a test's entry simulates another release); the app's own by default. */
  migrations?: Record<string, DeclaredMigration>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Work started after a response; `await app.backgroundTasks.idle()` waits for it. */
    backgroundTasks: BackgroundTasks;
    /** The mail outbox (mail/mailOutbox.ts): tests send its due mail with `sendDue()`. */
    mailOutbox: MailOutbox;
    /** The database the routes use. */
    db: Kysely<Database>;
    /** Live sessions kept in memory; `await app.sessionCache.caughtUp()` waits for the database's news. */
    sessionCache: SessionCache;
    /** Each customer's turns for expensive reads, across instances on PostgreSQL (http/heavyReadsFor.ts). */
    heavyReads: HeavyReads;
    /** What GET /api/readyz answers; index.ts marks the start of a shutdown on it. */
    readiness: Readiness;
    /** The routes' schema compilers, compiling on first use (the rest once the server listens). */
    schemaCompilers: DeferredSchemaCompilers;
    /** This app's Prometheus series (metrics/appMetrics.ts). */
    metrics: AppMetrics;
    /** The background jobs: started when the app is ready, stopped (their claims given back) at shutdown. */
    jobs: Jobs;
  }
}

/**
 * TRUST_PROXY for Fastify: a hop count trusts that many nearest hops (the peer is hop 0), so the
 * client is the address the outermost of them saw, however many entries a client put before it.
 */
function trustedProxies(trust: ServerConfig['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/**
 * A plugin (an encapsulated scope) under `name`. Fastify names every plugin it registers; for an
 * unnamed one it searches every loaded module (`require.cache`) for it, twice a registration, which
 * under Jest's module registry took about 0.4 s of each app's start (a test's, a journey's).
 */
function named(name: string, plugin: (scope: FastifyInstance) => Promise<void>): (scope: FastifyInstance) => Promise<void> {
  return Object.assign(plugin, { [Symbol.for('fastify.display-name')]: name });
}

/** Accepts an empty JSON body as no body, so a body-less POST with a JSON content type is not an error. */
function allowEmptyJson(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if ((body as string).trim() === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });
}

/**
 * Builds the whole server (API under /api, the SPA under /app) without listening: index.ts
 * listens, tests call `app.inject`. Opens the database unless `deps.db` is given, and refuses a
 * schema it does not know (db/migrate.ts prepareSchema).
 */
export async function createApp(config: ServerConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  // The server's own pages take the product's look from the build's theme stylesheet.
  loadPageLook({ distDir: config.distDir, brandName: config.brandName });
  const schemaCompilers = new DeferredSchemaCompilers();
  const app = Fastify({
    logger: loggerOptions(config.logLevel, deps.logStream, config.logIdentity),
    // One line per request, written when it is answered (http/requestLog.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimit,
    // SPEC paths mix trailing slashes (/user/websignin/, /user/newsignup): accept both spellings.
    // Path parameters may be whole ID tokens (POST /webgoogleverifyidtoken/{credential}): far above the default 100.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 8192 },
    // Wrong types are errors, not silently converted ("123" stays a string; 123 is no string).
    ajv: { customOptions: { coerceTypes: false, removeAdditional: true } },
    schemaController: { compilersFactory: schemaCompilers.compilersFactory },
    // request.ip (rate limits) and request.protocol (HSTS) from X-Forwarded-* only behind a trusted proxy.
    trustProxy: trustedProxies(config.trustProxy),
    // Addresses the router cannot decode: answered with our headers and shape (errorHandler.ts).
    frameworkErrors: answerFrameworkError(config),
    // X-Request-Id from the caller when sane, else a UUID: unique across instances (http/requestIds.ts).
    genReqId: requestIdOf,
    requestIdHeader: false,
  });
  warnOfSandboxMode(config, app.log);
  const prerendered = new PrerenderedPages({
    distDir: config.distDir,
    appConfig: appConfigFor(config),
    log: app.log,
    renderer:
      deps.screenRenderer ??
      (deps.warmUp ? renderBesideThisThread((error) => app.log.warn({ err: error }, 'No worker thread for prerendering: the pages render on the main thread.')) : renderOnThisThread),
  });
  if (deps.warmUp) void prerendered.warm();

  const ownsDb = !deps.db;
  const db = deps.db ?? (await openDatabase(config, app.log));
  try {
    const { applied, newer } = await prepareSchema(db, { migrate: config.migrateOnStart, list: deps.migrations });
    if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
    if (newer.length > 0) app.log.info({ migrations: newer }, 'the database has newer migrations, all declared compatible with this release');
  } catch (error) {
    if (ownsDb) await db.destroy();
    throw error;
  }

  const background = new BackgroundTasks(app.log);
  const changes = new ChangeHub();
  const sessions = await SessionCache.start(db, config, app.log, changes);
  const counters = new AttemptCounters(db, deps.clock);
  const providers = deps.providers ?? createProviders(config, app.log, db);
  const pausePoint = deps.pausePoint ?? noPause;
  const clock = deps.clock ?? Date.now;
  const heavyReads = heavyReadsFor(config, db, app.log);
  const jobs = new Jobs(background, app.log, deps.jobTimers);
  const mail = new MailOutbox({
    db,
    mailer: () => providers.mail,
    config,
    log: app.log,
    background,
    clock,
    composers: { password_reset: passwordResetComposer(config) },
    pausePoint,
    jobs,
  });
  const metrics = new AppMetrics({ processMetrics: config.metricsToken !== '' || config.metricsPort > 0 });
  metrics.watchJobs(() => jobs.status());
  if (poolUsageOf(db)) metrics.watchPool(() => poolUsageOf(db) ?? { inUse: 0, waiting: 0 });
  metrics.watchListen(() => changes.listening);
  metrics.watchMailOutbox(() => outboxStats(db));
  const accountUnderAttack = createAttackNotice({ config, db, counters, mail, background });
  const ctx: AppContext = {
    config,
    db,
    providers,
    mail,
    background,
    requireAuth: createRequireAuth(sessions),
    acceptAuth: createAcceptAuth(sessions),
    rateLimits: createRateLimits(config.rateLimits, counters),
    paymentVelocity: new PaymentVelocity(counters, config.paymentLimits),
    passwordAttempts: createPasswordAttempts(config, db, counters, sessions, accountUnderAttack),
    heavyReads,
    changes,
    pausePoint,
    clock,
    metrics,
    jobs,
  };
  jobs.define(jobList(ctx, app.log));
  app.decorate('backgroundTasks', background);
  app.decorate('mailOutbox', mail);
  app.decorate('db', db);
  app.decorate('jobs', jobs);
  app.decorate('sessionCache', sessions);
  app.decorate('heavyReads', heavyReads);
  const probe = databaseProbe(config, db);
  const readiness = new Readiness(probe);
  app.decorate('readiness', readiness);
  app.decorate('schemaCompilers', schemaCompilers);
  // A listening server has its pages rendered before its first visitor comes, then compiles the
  // schemas its first requests did not need (inject-only tests do neither).
  app.addHook('onListen', async () => {
    void prerendered
      .warm()
      .then(() => schemaCompilers.compileRemaining((error) => app.log.error(error, 'A route schema does not compile: its requests will fail.')));
  });
  app.decorateRequest('auth', null);
  // Every instance runs every job once it is ready to serve (jobs/index.ts lists them).
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => {
    // First: a pass running gives back the work it has not done, for another instance to take.
    await jobs.stop();
    await background.idle();
    await sessions.stop();
    await probe.close();
    if (ownsDb) await db.destroy();
  });

  await registerMetrics(app, ctx);
  echoRequestIds(app);
  logOneLinePerRequest(app);
  allowEmptyJson(app);
  refuseUnstorableText(app);
  app.setErrorHandler(handleError);
  addSecurityHeaders(app, config);
  new RequestBudget(requestBucketsOf(config, db), config.rateLimits.requestsPerIp, deps.clock).register(app);

  await app.register(swagger, {
    openapi: {
      info: { title: `${config.brandName} API`, version: '1.0.0', description: 'SPEC §7 calls. Failures answer { "failure": "message" }.' },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token {token}' },
          metricsToken: { type: 'http', scheme: 'bearer', description: 'The METRICS_TOKEN of the deployment (GET /api/metrics)' },
        },
      },
    },
  });

  await app.register(
    named('api', async (api) => {
      // API answers are personal and current: no cache may keep them (a route serving public,
      // unchanging files says so itself).
      api.addHook('onSend', async (_request, reply) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      });
      compressLargeAnswers(api);
      answerAfterOwnChanges(api, sessions);
      api.setNotFoundHandler(handleApiNotFound);
      registerDocsRoutes(api, () => app.swagger());
      await api.register(named('healthRoutes', async (scope) => healthRoutes(readiness)(scope, ctx)));
      for (const routeModule of routeModulesFor(config)) await api.register(named(routeModule.name, async (scope) => routeModule(scope, ctx)));
      await api.register(named('vitalsRoutes', async (scope) => vitalsRoutes(scope, ctx)));
      if (config.metricsToken) await api.register(named('metricsRoutes', async (scope) => metricsRoutes(scope, ctx)));
    }),
    { prefix: '/api' },
  );

  await app.register(named('spaRoutes', async (site) => spaRoutes(site, config, prerendered)));
  app.setNotFoundHandler((request, reply) => reply.status(404).send({ failure: `Not found: ${request.method} ${request.url.split('?')[0]}` }));

  return app;
}
