import fs from 'node:fs';
import type { Page } from 'playwright-core';

/** The axe engine's browser build, read once per worker. */
let axeSource: string | null = null;

function loadAxeSource(): string {
  axeSource ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; html: string }[];
}

/**
 * Runs axe-core inside the page and returns one line per violation of any impact (axe
 * finds nothing), with WCAG 2.2's target-size rule (24×24 px, off by default in axe) switched on:
 * the rule id, what it asks for and the first elements it names. Evaluated through the DevTools protocol,
 * so the page's Content-Security-Policy does not have to allow the script.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const alreadyThere = await page.evaluate(() => 'axe' in window);
  if (!alreadyThere) await page.evaluate(loadAxeSource());
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } });
    return result.violations as AxeViolation[];
  });
  return violations.map((violation) => {
    const targets = violation.nodes.slice(0, 3).map((node) => `${JSON.stringify(node.target)} ${node.html.slice(0, 100)}`);
    return `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} at ${targets.join(', ')}`;
  });
}
