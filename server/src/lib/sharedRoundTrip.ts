/**
 * Shares runs of `roundTrip` among its callers, keeping the promise each caller needs: the run
 * it waits for started after it called. One run is in flight at a time; callers that come
 * meanwhile share the next one, started when the current one ends. So any number of concurrent
 * callers cost at most one run in flight and one queued, and each waits at most two runs.
 * A run that fails fails its callers; the next caller starts afresh.
 */
export function sharedRoundTrip(roundTrip: () => Promise<void>): () => Promise<void> {
  let inFlight: Promise<void> | undefined;
  let queued: Promise<void> | undefined;

  const start = (): Promise<void> => {
    const run = roundTrip().finally(() => {
      if (inFlight === run) inFlight = undefined;
    });
    inFlight = run;
    return run;
  };

  return () => {
    if (!inFlight) return start();
    queued ??= inFlight
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return start();
      });
    return queued;
  };
}
