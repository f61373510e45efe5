import { Busy, PerUserConcurrency } from '../src/http/perUserConcurrency';

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('PerUserConcurrency', () => {
  test('runs a user’s jobs at most `running` at a time, in the order they came', async () => {
    const gate = new PerUserConcurrency({ running: 2, waiting: 10, maxWaitMs: 60_000 });
    const started: number[] = [];
    let atOnce = 0;
    let most = 0;
    const jobs = Array.from({ length: 6 }, (_, index) =>
      gate.run(7, async () => {
        started.push(index);
        atOnce += 1;
        most = Math.max(most, atOnce);
        await new Promise((resolve) => setImmediate(resolve));
        atOnce -= 1;
        return index;
      }),
    );
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(gate.load(7)).toEqual({ running: 0, waiting: 0 });
  });

  test('refuses a job at once when the user’s queue is full; other users have their own turns', async () => {
    const gate = new PerUserConcurrency({ running: 1, waiting: 1, maxWaitMs: 60_000 });
    const hold = deferred();
    const first = gate.run(1, () => hold.promise);
    const second = gate.run(1, async () => 'second');
    await expect(gate.run(1, async () => 'third')).rejects.toBeInstanceOf(Busy);
    expect(await gate.run(2, async () => 'another user')).toBe('another user');
    hold.resolve();
    await first;
    expect(await second).toBe('second');
  });

  test('refuses a job that waited longer than maxWaitMs, and frees its place', async () => {
    const gate = new PerUserConcurrency({ running: 1, waiting: 1, maxWaitMs: 5 });
    const hold = deferred();
    const first = gate.run(1, () => hold.promise);
    const refused = await gate.run(1, async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Busy);
    expect((refused as Busy).statusCode).toBe(429);
    expect(gate.load(1)).toEqual({ running: 1, waiting: 0 });
    hold.resolve();
    await first;
    expect(gate.load(1)).toEqual({ running: 0, waiting: 0 });
  });

  test('jobs arriving in one pass of the event loop, each from its own callback and done without yielding, are still held to `running` and `waiting`', async () => {
    // As a server reads a burst of requests off its sockets, and the embedded database answers
    // them in microtasks: started at once, each job would end before the next arrived.
    const gate = new PerUserConcurrency({ running: 2, waiting: 3, maxWaitMs: 60_000 });
    const outcomes = await Promise.all(
      Array.from(
        { length: 8 },
        (_, index) =>
          new Promise((resolve) => {
            setImmediate(() => gate.run(1, async () => `ran ${index}`).then(resolve, (error: unknown) => resolve(error instanceof Busy ? 'refused' : error)));
          }),
      ),
    );
    expect(outcomes).toEqual(['ran 0', 'ran 1', 'ran 2', 'ran 3', 'ran 4', 'refused', 'refused', 'refused']);
    expect(gate.load(1)).toEqual({ running: 0, waiting: 0 });
  });

  test('a failing job gives its turn back', async () => {
    const gate = new PerUserConcurrency({ running: 1, waiting: 0, maxWaitMs: 60_000 });
    await expect(gate.run(1, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(1, async () => 'next')).toBe('next');
  });
});

describe('a turn handed from one job to the next', () => {
  test('the next job starts on a later pass of the event loop: what arrived meanwhile is read first', async () => {
    const gate = new PerUserConcurrency({ running: 1, waiting: 1, maxWaitMs: 60_000 });
    const order: string[] = [];
    const first = gate.run(1, async () => {
      // Stands for another customer's request, read by the event loop while this job runs.
      setImmediate(() => order.push('another request'));
      order.push('first job');
    });
    const second = gate.run(1, async () => {
      order.push('second job');
    });
    await Promise.all([first, second]);
    expect(order).toEqual(['first job', 'another request', 'second job']);
  });

  test('the turn stays taken while it is handed over: a newcomer queues instead of slipping in', async () => {
    const gate = new PerUserConcurrency({ running: 1, waiting: 2, maxWaitMs: 60_000 });
    const hold = deferred();
    const order: string[] = [];
    const first = gate.run(1, () => hold.promise);
    const second = gate.run(1, async () => order.push('second'));
    hold.resolve();
    await first;
    // Handed over, not yet started: still one running.
    expect(gate.load(1)).toEqual({ running: 1, waiting: 0 });
    const third = gate.run(1, async () => order.push('third'));
    await Promise.all([second, third]);
    expect(order).toEqual(['second', 'third']);
    expect(gate.load(1)).toEqual({ running: 0, waiting: 0 });
  });

  test('a job whose wait ends while it is being handed the turn still runs, and no other waiting job is dropped', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick'] });
    try {
      const gate = new PerUserConcurrency({ running: 1, waiting: 2, maxWaitMs: 1_000 });
      const hold = deferred();
      const first = gate.run(1, () => hold.promise);
      const second = gate.run(1, async () => 'second');
      const third = gate.run(1, async () => 'third').catch((error: unknown) => error);
      hold.resolve();
      await first;
      // The second is handed the turn (on the next pass of the loop); the wait timers fire before it starts.
      jest.advanceTimersByTime(1_000);
      expect(await second).toBe('second');
      expect(await third).toBeInstanceOf(Busy);
      expect(gate.load(1)).toEqual({ running: 0, waiting: 0 });
    } finally {
      jest.useRealTimers();
    }
  });
});
