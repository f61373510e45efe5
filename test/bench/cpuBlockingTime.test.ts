import { cpuBlockingTime } from './cpuBlockingTime';

const thread = (pid: number, tid: number, name: string) => ({ name: 'thread_name', ph: 'M', ts: 0, pid, tid, args: { name } });
const task = (tid: number, ts: number, cpuMs: number, wallMs: number) => ({ name: 'RunTask', ph: 'X', ts, dur: wallMs * 1000, tdur: cpuMs * 1000, pid: 7, tid });

describe('blocking time from main-thread CPU time', () => {
  it("counts what each of the page's main-thread tasks after the first paint spends over 50 ms, at the slowdown, from CPU time and not wall time", () => {
    const events = [
      thread(7, 1, 'CrRendererMain'),
      thread(7, 2, 'Compositor'),
      task(1, 500_000, 40, 40), // before the first contentful paint
      { name: 'firstContentfulPaint', ph: 'I', ts: 1_000_000, pid: 7, tid: 1 },
      task(1, 1_100_000, 20, 90), // 80 ms at 4×: 30 ms blocking; its wall time (waiting for other processes) is not counted
      task(1, 1_200_000, 10, 10), // 40 ms at 4×: none
      task(2, 1_300_000, 50, 50), // another thread
    ];
    expect(cpuBlockingTime(events, 4)).toBe(30);
  });

  it('is unknown without a first contentful paint', () => {
    expect(cpuBlockingTime([thread(7, 1, 'CrRendererMain'), task(1, 1, 100, 100)], 4)).toBeNull();
  });
});
