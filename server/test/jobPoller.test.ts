import { BackgroundTasks } from '../src/lib/backgroundTasks';
import { JobPoller } from '../src/lib/jobPoller';
import { quietLog } from './helpers/billing';

/** A pass that ends when the test says so, counting how many started and how many ran at once. */
function manualPasses() {
  const state = { started: 0, running: 0, mostAtOnce: 0, finish: [] as (() => void)[] };
  const pass = () =>
    new Promise<void>((resolve) => {
      state.started += 1;
      state.running += 1;
      state.mostAtOnce = Math.max(state.mostAtOnce, state.running);
      state.finish.push(() => {
        state.running -= 1;
        resolve();
      });
    });
  return { state, pass };
}

const HOUR_MS = 3_600_000;

describe('JobPoller', () => {
  test('never runs two passes at once: passes asked for meanwhile make one more pass, right after', async () => {
    const background = new BackgroundTasks(quietLog);
    const { state, pass } = manualPasses();
    const poller = new JobPoller('test job', HOUR_MS, background, pass);
    poller.start({ runAtOnce: true });
    poller.runSoon();
    poller.runSoon();
    expect(state.started).toBe(1);
    state.finish[0]();
    await new Promise((resolve) => setImmediate(resolve));
    expect(state.started).toBe(2);
    state.finish[1]();
    await background.idle();
    expect({ started: state.started, mostAtOnce: state.mostAtOnce }).toEqual({ started: 2, mostAtOnce: 1 });
    poller.stop();
  });

  test('runAt makes a pass when work is due before the next poll; a stopped poller makes none', async () => {
    const background = new BackgroundTasks(quietLog);
    let passes = 0;
    const poller = new JobPoller('test job', HOUR_MS, background, async () => {
      passes += 1;
    });
    poller.start({ runAtOnce: false });
    poller.runAt(new Date(Date.now() + 20));
    for (let waited = 0; passes === 0 && waited < 5000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
    await background.idle();
    expect(passes).toBe(1);
    poller.runAt(new Date(Date.now() + 20));
    poller.stop();
    poller.runSoon();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await background.idle();
    expect(passes).toBe(1);
  });
});
