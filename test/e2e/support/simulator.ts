import type { Page } from 'playwright-core';

/**
 * Sends an event from the Sandbox ribbon's network simulator, as a newcomer does: opens it, picks
 * what happens (and a transfer rejection's reason), sends, waits for the simulator's answer, and
 * closes it (`whileOpen` runs before that, e.g. a checkpoint of the open dialog).
 */
export async function sendFromSimulator(page: Page, event: string, answer: RegExp, options: { reason?: string; whileOpen?: () => Promise<void> } = {}): Promise<void> {
  const simulator = page.getByRole('dialog', { name: 'Network simulator' });
  await page.getByRole('banner').getByRole('button', { name: 'Simulator' }).click();
  await simulator.getByLabel('What happens').selectOption({ label: event });
  if (options.reason) await simulator.getByLabel('Reason').selectOption({ label: options.reason });
  await simulator.getByRole('button', { name: 'Send' }).click();
  await simulator.getByRole('status').getByText(answer).waitFor();
  await options.whileOpen?.();
  await simulator.getByRole('button', { name: 'Close' }).click();
  await simulator.waitFor({ state: 'detached' });
}
