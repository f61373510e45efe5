import fs from 'node:fs';
import path from 'node:path';
import { AppMetrics } from '../../src/metrics/appMetrics';

interface Panel {
  id: number;
  type: string;
  title: string;
  gridPos: { h: number; w: number; x: number; y: number };
  targets?: { refId: string; expr: string }[];
}

const dashboard = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../deploy/grafana-dashboard.json'), 'utf8')) as {
  uid: string;
  title: string;
  panels: Panel[];
  templating: { list: { name: string }[] };
};

/** Every series name the app can expose, with a histogram's _bucket, _sum and _count. */
async function exposedNames(): Promise<Set<string>> {
  const metrics = new AppMetrics({ processMetrics: true });
  metrics.watchPool(() => ({ inUse: 0, waiting: 0 }));
  metrics.watchListen(() => true);
  metrics.watchOpenStreams(() => 0);
  metrics.watchJobs(() => []);
  metrics.watchMailOutbox(async () => ({ unsent: 0, oldestUnsentAgeSeconds: 0, failed: 0 }));
  const names = new Set<string>();
  for (const metric of await metrics.registry.getMetricsAsJSON()) {
    names.add(metric.name);
    if (String(metric.type) === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${metric.name}${suffix}`);
  }
  return names;
}

describe('the Grafana dashboard beside the deploy recipe', () => {
  test('is an importable dashboard: a uid, a data source variable, panels with unique ids on the grid', () => {
    expect(dashboard.uid).toMatch(/^[a-z0-9-]+$/);
    expect(dashboard.templating.list.map((variable) => variable.name)).toEqual(expect.arrayContaining(['datasource', 'instance']));
    const ids = dashboard.panels.map((panel) => panel.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const panel of dashboard.panels) {
      expect(panel.gridPos.x + panel.gridPos.w).toBeLessThanOrEqual(24);
    }
  });

  test('charts only series the server exposes, and every series of ours has a panel', async () => {
    const exposed = await exposedNames();
    const used = new Set(
      dashboard.panels.flatMap((panel) => (panel.targets ?? []).flatMap((target) => target.expr.match(/\b[a-z_]+(?=\{|\[| *\))/g) ?? [])).filter((name) => /_(seconds|total|bytes|bucket|count|sum|depth|open|connected|use|requests|cls)$/.test(name)),
    );
    expect([...used].filter((name) => !exposed.has(name))).toEqual([]);
    const ours = [
      'http_request_duration_seconds_bucket',
      'rate_limit_refusals_total',
      'db_pool_connections_in_use',
      'db_pool_waiting_requests',
      'db_listen_connected',
      'live_event_streams_open',
      'mail_outbox_depth',
      'mail_outbox_oldest_age_seconds',
      'job_last_success_age_seconds',
      'job_failures_total',
      'web_vitals_lcp_seconds_bucket',
      'web_vitals_inp_seconds_bucket',
      'web_vitals_cls_bucket',
    ];
    expect(ours.filter((name) => !used.has(name))).toEqual([]);
  });
});
