import { BackgroundTasks } from '../src/jobs/backgroundTasks';
import type { Logger } from '../src/lib/logger';

function recordingLog() {
  const lines: { level: string; message?: string }[] = [];
  const write = (level: string) => (_obj: object, message?: string) => void lines.push({ level, message });
  const log: Logger = { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
  return { lines, log };
}

describe('background tasks that fail', () => {
  test('a lost database is not an error per job poll: the outage is logged once elsewhere', async () => {
    const { lines, log } = recordingLog();
    const tasks = new BackgroundTasks(log);
    for (let poll = 0; poll < 3; poll += 1) {
      tasks.run('renewals', async () => {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      });
    }
    await tasks.idle();
    expect(lines.filter((line) => line.level === 'error')).toEqual([]);
    expect(lines.filter((line) => line.level === 'debug')).toHaveLength(3);
  });

  test('any other failure is an error', async () => {
    const { lines, log } = recordingLog();
    const tasks = new BackgroundTasks(log);
    tasks.run('receipt mail', async () => {
      throw new Error('template missing');
    });
    await tasks.idle();
    expect(lines).toEqual([{ level: 'error', message: 'background task failed' }]);
  });
});
