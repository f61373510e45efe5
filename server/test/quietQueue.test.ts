import { BackgroundTasks } from '../src/lib/backgroundTasks';
import { QuietQueue } from '../src/lib/quietQueue';

function recordingLog() {
  const lines: string[] = [];
  const write = (obj: object, message?: string) => lines.push(`${message ?? ''} ${JSON.stringify(obj)}`);
  return { lines, log: { debug: write, info: write, warn: write, error: write } };
}

describe('QuietQueue', () => {
  test('works after the caller went on, one item at a time, in order', async () => {
    const { log } = recordingLog();
    const background = new BackgroundTasks(log);
    const done: string[] = [];
    let running = 0;
    let mostAtOnce = 0;
    const queue = new QuietQueue<string>(background, log, {
      name: 'test',
      work: async (item) => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await new Promise((resolve) => setImmediate(resolve));
        done.push(item);
        running -= 1;
      },
      pauseMs: { min: 1, max: 5 },
      maxWaiting: 100,
    });
    for (const item of ['a', 'b', 'c']) queue.push(item);
    // Nothing runs on the caller's path: the pause comes first.
    expect(done).toEqual([]);
    await background.idle();
    expect(done).toEqual(['a', 'b', 'c']);
    expect(mostAtOnce).toBe(1);
    // Pushed after it emptied: a new pause, then the work.
    queue.push('d');
    await background.idle();
    expect(done).toEqual(['a', 'b', 'c', 'd']);
  });

  test('a failing item is logged and the others are still done', async () => {
    const { lines, log } = recordingLog();
    const background = new BackgroundTasks(log);
    const done: string[] = [];
    const queue = new QuietQueue<string>(background, log, {
      name: 'test',
      work: async (item) => {
        if (item === 'bad') throw new Error('no');
        done.push(item);
      },
      pauseMs: { min: 0, max: 1 },
      maxWaiting: 100,
    });
    for (const item of ['a', 'bad', 'b']) queue.push(item);
    await background.idle();
    expect(done).toEqual(['a', 'b']);
    expect(lines.filter((line) => line.startsWith('queued work failed'))).toHaveLength(1);
  });

  test('beyond maxWaiting, items are dropped and logged, so a flood cannot fill the memory', async () => {
    const { lines, log } = recordingLog();
    const background = new BackgroundTasks(log);
    const done: number[] = [];
    const queue = new QuietQueue<number>(background, log, { name: 'test', work: async (item) => void done.push(item), pauseMs: { min: 0, max: 1 }, maxWaiting: 3 });
    for (let item = 0; item < 5; item += 1) queue.push(item);
    expect(queue.size).toBe(3);
    await background.idle();
    expect(done).toEqual([0, 1, 2]);
    expect(lines.filter((line) => line.startsWith('queue full'))).toHaveLength(2);
  });
});
