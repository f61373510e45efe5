import { inTasks } from '../../src/lib/inTasks';

describe('inTasks', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** Lets promise callbacks run without running any timer (a task boundary). */
  const microtasks = async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  };

  it("runs each step in a task of its own, none in the caller's, and resolves with the last step's result", async () => {
    const ran: string[] = [];
    const done = inTasks(
      () => ran.push('first'),
      async () => {
        await Promise.resolve();
        ran.push('second');
      },
      () => 'last',
    );
    await microtasks();
    expect(ran).toEqual([]);

    jest.advanceTimersToNextTimer();
    await microtasks();
    expect(ran).toEqual(['first']);

    jest.advanceTimersToNextTimer();
    await microtasks();
    expect(ran).toEqual(['first', 'second']);

    jest.advanceTimersToNextTimer();
    await expect(done).resolves.toBe('last');
  });

  it("waits for a step's promise before the next step's task, and stops at a failing step", async () => {
    const third = jest.fn();
    const done = inTasks(
      () => undefined,
      () => Promise.reject(new Error('offline')),
      third,
    );
    const outcome = expect(done).rejects.toThrow('offline');
    await jest.runAllTimersAsync();
    await outcome;
    expect(third).not.toHaveBeenCalled();
  });

  it('with no steps, resolves at once', async () => {
    await expect(inTasks()).resolves.toBeUndefined();
  });
});
