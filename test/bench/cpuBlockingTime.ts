/** The fields of a Chrome trace event the measure reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/**
 * Total blocking time after the first contentful paint, from each main-thread task's CPU time
 * (`tdur`) times the slowdown. Lighthouse simulates from the tasks' wall-clock times, which on a
 * 2-core machine also hold the time the page's thread waited for the API server and Chrome's other
 * processes: the same code measured 176–665 ms there one day. CPU time leaves that out, so two
 * versions of the code compare on a busy host; Lighthouse's figure stays the budget.
 */
export function cpuBlockingTime(events: TraceEvent[], slowdown: number): number | null {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === fcp?.pid);
  if (!fcp || !main) return null;
  return events
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.pid === main.pid && event.tid === main.tid && event.ts >= fcp.ts)
    .map((task) => ((task.tdur ?? 0) / 1000) * slowdown)
    .reduce((total, ms) => total + Math.max(0, ms - 50), 0);
}
