import fs from 'node:fs';
import path from 'node:path';

/** One measured figure; `pass` is null when it is reported without a budget. */
export interface Measurement {
  suite: string;
  name: string;
  value: number;
  unit: string;
  budget: string | null;
  pass: boolean | null;
  note?: string;
}

export function measured(suite: string, name: string, value: number, unit: string, budget?: { limit: number; atMost: boolean }, note?: string): Measurement {
  if (!budget) return { suite, name, value, unit, budget: null, pass: null, note };
  const pass = budget.atMost ? value <= budget.limit : value >= budget.limit;
  return { suite, name, value, unit, budget: `${budget.atMost ? '≤' : '≥'} ${budget.limit} ${unit}`, pass, note };
}

const round = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

export function toMarkdown(results: Measurement[], context: Record<string, string>): string {
  const lines = ['# Benchmark report', '', ...Object.entries(context).map(([key, value]) => `- ${key}: ${value}`), ''];
  for (const suite of [...new Set(results.map((r) => r.suite))]) {
    lines.push(`## ${suite}`, '', '| measurement | value | budget | result |', '| --- | ---: | --- | --- |');
    for (const r of results.filter((x) => x.suite === suite)) {
      const verdict = r.pass === null ? 'reported' : r.pass ? 'met' : '**broken**';
      lines.push(`| ${r.name}${r.note ? ` (${r.note})` : ''} | ${round(r.value)} ${r.unit} | ${r.budget ?? '–'} | ${verdict} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

export function writeReport(dir: string, results: Measurement[], context: Record<string, string>): void {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'report.json'), `${JSON.stringify({ context, results }, null, 2)}\n`);
  fs.writeFileSync(path.join(dir, 'report.md'), toMarkdown(results, context));
}
