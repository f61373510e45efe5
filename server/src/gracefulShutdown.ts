import type { FastifyInstance } from 'fastify';

/**
 * Stops the server without failing a request. SIGTERM (what orchestrators, systemd and
 * `docker stop` send): readyz answers 503 at once while everything else is still served for
 * `drainMs` (time for a load balancer to notice and send no more), and the background jobs stop,
 * giving back the work they claimed and did not do. SIGINT (Ctrl-C in a terminal:
 * a local server, no balancer to wait for): no drain. Then the listener closes, requests in flight
 * finish (Fastify's close), the database closes and the process exits 0. A second signal of
 * either kind cuts a drain short.
 */
export function stopGracefullyOnSignals(app: FastifyInstance, drainMs: number): void {
  let endDrain: (() => void) | undefined;

  const drain = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, drainMs);
      endDrain = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function stop(signal: NodeJS.Signals) {
    app.readiness.startShuttingDown();
    // Jobs stop at once rather than after the drain: the claims they give back are taken by
    // another instance at its next poll, while this one would hold them until it exits.
    const jobsStopped = app.jobs.stop().catch((error: unknown) => app.log.warn({ err: error }, 'background jobs did not stop cleanly: their claims end with their lease'));
    if (signal === 'SIGTERM') {
      app.log.info({ signal, drainMs }, 'shutting down: readyz answers 503, requests are still served while the balancer notices');
      await drain();
    } else {
      app.log.info({ signal }, 'shutting down now (Ctrl-C: no drain)');
      endDrain = () => undefined;
    }
    await jobsStopped;
    app.log.info('no longer accepting connections; finishing the requests in flight');
    await app.close();
    app.log.info('stopped');
  }

  const onSignal = (signal: NodeJS.Signals) => {
    if (endDrain) {
      app.log.info({ signal }, 'second signal: ending the drain now');
      return endDrain();
    }
    stop(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
