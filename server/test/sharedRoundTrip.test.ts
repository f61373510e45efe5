import { sharedRoundTrip } from '../src/lib/sharedRoundTrip';

/** Round trips that end when the test says so, in the order they were started. */
function manualRoundTrips() {
  const runs: { finish: (error?: Error) => void }[] = [];
  const roundTrip = () =>
    new Promise<void>((resolve, reject) => {
      runs.push({ finish: (error) => (error ? reject(error) : resolve()) });
    });
  return { runs, roundTrip };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('sharedRoundTrip', () => {
  test('a caller that comes while a run is in flight waits for the next run, never the one already sent', async () => {
    const { runs, roundTrip } = manualRoundTrips();
    const caughtUp = sharedRoundTrip(roundTrip);
    const first = caughtUp();
    let secondDone = false;
    const second = caughtUp().then(() => (secondDone = true));
    expect(runs).toHaveLength(1);
    runs[0].finish();
    await first;
    await flush();
    expect(secondDone).toBe(false);
    expect(runs).toHaveLength(2);
    runs[1].finish();
    await second;
    expect(secondDone).toBe(true);
  });

  test('any number of callers meanwhile share one run', async () => {
    const { runs, roundTrip } = manualRoundTrips();
    const caughtUp = sharedRoundTrip(roundTrip);
    const first = caughtUp();
    const waiting = Array.from({ length: 50 }, () => caughtUp());
    runs[0].finish();
    await first;
    await flush();
    runs[1].finish();
    await Promise.all(waiting);
    expect(runs).toHaveLength(2);
  });

  test('a failed run fails its callers, and the next caller starts afresh', async () => {
    const { runs, roundTrip } = manualRoundTrips();
    const caughtUp = sharedRoundTrip(roundTrip);
    const failing = caughtUp();
    runs[0].finish(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    const next = caughtUp();
    expect(runs).toHaveLength(2);
    runs[1].finish();
    await expect(next).resolves.toBeUndefined();
  });
});
