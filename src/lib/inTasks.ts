/** Ends the current task and resumes in a new one, once the browser has had the chance to handle input and paint. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

/**
 * Runs `steps` one after the other, each in a task of its own (never in the caller's), and
 * resolves with what the last one gives. Work split this way blocks input in short pieces instead
 * of one long task (total blocking time): start-up, evaluating a large module's parts
 * (an eager `() => import(…)`, see src/startApp.tsx, evaluates one module, with no extra request),
 * starting requests.
 */
export function inTasks<T>(...steps: [...(() => unknown)[], () => T]): Promise<Awaited<T>>;
export function inTasks(...steps: (() => unknown)[]): Promise<unknown>;
export async function inTasks(...steps: (() => unknown)[]): Promise<unknown> {
  let last: unknown;
  for (const step of steps) {
    await nextTask();
    last = await step();
  }
  return last;
}
