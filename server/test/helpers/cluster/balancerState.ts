/** How long HAProxy may take to see a change of an instance's readyz: 2 checks a second apart, on a busy machine. */
const STATE_TIMEOUT_MS = 30_000;

/** Each server's state in backend `api` as HAProxy's stats page (CSV) reports it: 'UP', 'DOWN', 'UP 1/2' (going down), … */
export async function balancerStates(statsUrl: string): Promise<Record<string, string>> {
  const csv = await (await fetch(`${statsUrl};csv`)).text();
  const [header, ...rows] = csv.trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const [proxy, server, status] = ['pxname', 'svname', 'status'].map((name) => columns.indexOf(name));
  const states: Record<string, string> = {};
  for (const row of rows.map((line) => line.split(','))) {
    if (row[proxy] === 'api' && row[server] !== 'BACKEND') states[row[server]] = row[status];
  }
  return states;
}

/** Resolves once HAProxy reports `server` in `state` (it checks every second); throws with the states seen after a long while. */
export async function balancerSees(statsUrl: string, server: string, state: 'UP' | 'DOWN'): Promise<void> {
  let states: Record<string, string> = {};
  for (const deadline = Date.now() + STATE_TIMEOUT_MS; Date.now() < deadline; ) {
    states = await balancerStates(statsUrl);
    if (states[server] === state) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`HAProxy did not report ${server} ${state}: ${JSON.stringify(states)}`);
}
