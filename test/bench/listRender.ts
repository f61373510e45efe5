import type { Page } from 'playwright-core';
import { seedBenchAccount } from './benchData';
import { launchChromium, signIn } from './browser';
import { SuiteCalibration } from './cpuCalibration';
import { measured, type Measurement } from './report';
import { freshDataDir, startServer } from './serverProcess';

/** Runs per account (LIST_RUNS): first renders vary by a few hundred ms on a shared machine, so the median counts. */
const RUNS = Number(process.env.LIST_RUNS ?? 3);
const SUITE = `Long lists in the browser (Chromium, 1280×800, CPU slowed down to the simulated phone; first renders: median of ${RUNS} runs, the rest: worst run)`;
const MAX_ROWS = 60;
const MAX_DOM_NODES = 1400;
const MAX_TASK_MS = 50;

interface ListFigures {
  renderMs: number;
  rows: number;
  domNodes: number;
  longestScrollTaskMs: number;
}

declare global {
  interface Window {
    benchClickAt?: number;
    benchRowsAt?: number;
    benchLongTasks?: number[];
  }
}

/**
 * Clicks `open` and times, inside the page, from the click to the first row of the list
 * labelled `listLabel` being in the DOM; then counts rows and nodes and scrolls the list through,
 * recording every long task.
 */
async function measureList(page: Page, listLabel: string, open: () => Promise<void>): Promise<ListFigures> {
  const rowSelector = `[role="list"][aria-label="${listLabel}"] [role="listitem"]`;
  await page.evaluate((selector) => {
    window.benchRowsAt = undefined;
    new MutationObserver((_records, observer) => {
      if (!document.querySelector(selector)) return;
      window.benchRowsAt = performance.now();
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true });
    window.benchClickAt = performance.now();
  }, rowSelector);
  await open();
  await page.waitForFunction(() => window.benchRowsAt !== undefined, undefined, { timeout: 60_000 });
  const renderMs = await page.evaluate(() => (window.benchRowsAt ?? 0) - (window.benchClickAt ?? 0));
  // Let the list settle (measured heights, scroll position) before counting.
  await page.waitForTimeout(500);
  const counts = await page.evaluate((selector) => ({ rows: document.querySelectorAll(selector).length, domNodes: document.getElementsByTagName('*').length }), rowSelector);

  await page.evaluate(() => {
    window.benchLongTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => window.benchLongTasks?.push(entry.duration))).observe({ type: 'longtask' });
  });
  const list = page.locator(`[role="list"][aria-label="${listLabel}"]`).locator('xpath=..');
  await list.hover();
  for (let step = 0; step < 40; step += 1) {
    await page.mouse.wheel(0, step < 20 ? 600 : -450);
    await page.waitForTimeout(50);
  }
  await page.waitForTimeout(300);
  const longTasks = await page.evaluate(() => window.benchLongTasks ?? []);
  return { renderMs, ...counts, longestScrollTaskMs: Math.max(0, ...longTasks) };
}

interface FilterFigures {
  /** From the last keystroke to the count of the filtered list shown. */
  typedToShownMs: number;
  /** From the click on a kind to its count shown. */
  kindToShownMs: number;
  rows: number;
  domNodes: number;
  longestTaskMs: number;
}

/**
 * Call search on the open call history: types a number into the search as a person would (one
 * key every 100 ms), then applies the Missed filter, recording every long task meanwhile; then
 * counts the filtered list's rows and the page's nodes.
 */
async function measureFiltering(page: Page): Promise<FilterFigures> {
  const rowSelector = '[role="list"][aria-label="Calls"] [role="listitem"]';
  const status = page.getByRole('status').filter({ hasText: /^[\d,]+ calls? of / });
  /** Ms from now until the result count differs from `before` (timed inside the page). */
  const untilCountChanges = async (act: () => Promise<void>) => {
    const before = (await status.count()) ? await status.innerText() : '';
    await page.evaluate(() => (window.benchClickAt = performance.now()));
    await act();
    await page.waitForFunction(
      (previous) => [...document.querySelectorAll('[role="status"]')].some((element) => / of /.test(element.textContent ?? '') && element.textContent !== previous),
      before,
      { timeout: 60_000 },
    );
    return page.evaluate(() => performance.now() - (window.benchClickAt ?? 0));
  };

  await page.evaluate(() => {
    window.benchLongTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => window.benchLongTasks?.push(entry.duration))).observe({ type: 'longtask' });
  });
  const search = page.getByRole('searchbox', { name: 'Search by number' });
  await search.click();
  // '555-01' matches every demo contact; its last key narrows to one (617) 555-0111, so the count changes.
  const query = '555-011';
  await search.pressSequentially(query.slice(0, -1), { delay: 100 });
  await page.waitForTimeout(500);
  const typedToShownMs = await untilCountChanges(() => search.press(query.slice(-1)));
  const kindToShownMs = await untilCountChanges(() => page.getByRole('group', { name: 'Show calls' }).getByRole('button', { name: 'Missed' }).click());
  await page.waitForTimeout(300);
  const longTasks = await page.evaluate(() => window.benchLongTasks ?? []);
  const counts = await page.evaluate((selector) => ({ rows: document.querySelectorAll(selector).length, domNodes: document.getElementsByTagName('*').length }), rowSelector);
  return { typedToShownMs, kindToShownMs, ...counts, longestTaskMs: Math.max(0, ...longTasks) };
}

/** One CPU slowdown for every account's page (cpuCalibration.ts). */
const calibration = new SuiteCalibration();

async function measureAccount(calls: number, messages?: number): Promise<{ calls: ListFigures; filtering?: FilterFigures; chat?: ListFigures }> {
  const dataDir = freshDataDir();
  const account = await seedBenchAccount(dataDir, { calls, messages });
  const server = await startServer(process.cwd(), dataDir);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signIn(page, server.baseUrl, account.email, account.password);
    const { rate } = await calibration.of((fn) => page.evaluate(fn));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const callFigures = await measureList(page, 'Calls', () => page.getByRole('link', { name: 'Call history' }).click());
    const filtering = messages !== undefined ? await measureFiltering(page) : undefined;
    let chat: ListFigures | undefined;
    if (messages !== undefined) {
      await page.getByRole('link', { name: 'Chats' }).click();
      const conversation = page.getByRole('list', { name: 'Conversations' }).getByRole('button').first();
      await conversation.waitFor({ timeout: 60_000 });
      chat = await measureList(page, 'Messages', () => conversation.click());
    }
    return { calls: callFigures, filtering, chat };
  } finally {
    await browser.close();
    await server.stop();
  }
}


const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The median first render of the runs, and the worst of everything else. */
function combined(runs: ListFigures[]): ListFigures {
  return {
    renderMs: median(runs.map((run) => run.renderMs)),
    rows: Math.max(...runs.map((run) => run.rows)),
    domNodes: Math.max(...runs.map((run) => run.domNodes)),
    longestScrollTaskMs: Math.max(...runs.map((run) => run.longestScrollTaskMs)),
  };
}

export async function measureLists(): Promise<Measurement[]> {
  const smallRuns: ListFigures[] = [];
  const largeRuns: { calls: ListFigures; filtering?: FilterFigures; chat?: ListFigures }[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    smallRuns.push((await measureAccount(50)).calls);
    largeRuns.push(await measureAccount(10_000, 5000));
  }
  const small = { calls: combined(smallRuns) };
  const chatRuns = largeRuns.flatMap((run) => (run.chat ? [run.chat] : []));
  const large = { calls: combined(largeRuns.map((run) => run.calls)), chat: chatRuns.length ? combined(chatRuns) : undefined };
  const results: Measurement[] = [
    ...(await calibration.measurement(SUITE)),
    measured(SUITE, 'call history, 50 calls: first render', small.calls.renderMs, 'ms'),
    measured(SUITE, 'call history, 10,000 calls: first render', large.calls.renderMs, 'ms', undefined, 'includes fetching and parsing the 10,000 calls'),
    measured(SUITE, 'call history: 10,000 calls ÷ 50 calls first render', large.calls.renderMs / small.calls.renderMs, '×', { limit: 1.5, atMost: true }, 'goal'),
    measured(SUITE, 'call history, 10,000 calls: mounted rows', large.calls.rows, 'rows', { limit: MAX_ROWS - 1, atMost: true }),
    measured(SUITE, 'call history, 10,000 calls: DOM nodes', large.calls.domNodes, 'nodes', { limit: MAX_DOM_NODES - 1, atMost: true }),
    measured(SUITE, 'call history, 10,000 calls: longest task while scrolling', large.calls.longestScrollTaskMs, 'ms', { limit: MAX_TASK_MS, atMost: true }),
  ];
  const filterRuns = largeRuns.flatMap((run) => (run.filtering ? [run.filtering] : []));
  if (filterRuns.length) {
    const worst = (figure: keyof FilterFigures) => Math.max(...filterRuns.map((run) => run[figure]));
    results.push(
      measured(SUITE, 'call history, 10,000 calls: typing a number, last key to the filtered list', median(filterRuns.map((run) => run.typedToShownMs)), 'ms', undefined, 'median of the runs'),
      measured(SUITE, 'call history, 10,000 calls: the Missed filter, click to the filtered list', median(filterRuns.map((run) => run.kindToShownMs)), 'ms', undefined, 'median of the runs'),
      measured(SUITE, 'call history, 10,000 calls filtered: mounted rows', worst('rows'), 'rows', { limit: MAX_ROWS - 1, atMost: true }),
      measured(SUITE, 'call history, 10,000 calls filtered: DOM nodes', worst('domNodes'), 'nodes', { limit: MAX_DOM_NODES - 1, atMost: true }),
      measured(SUITE, 'call history, 10,000 calls: longest task while typing and filtering', worst('longestTaskMs'), 'ms', { limit: MAX_TASK_MS, atMost: true }),
    );
  }
  if (large.chat) {
    results.push(
      measured(SUITE, 'chat, 5,000 messages: first render', large.chat.renderMs, 'ms'),
      measured(SUITE, 'chat, 5,000 messages: mounted rows', large.chat.rows, 'rows', { limit: MAX_ROWS - 1, atMost: true }),
      measured(SUITE, 'chat, 5,000 messages: DOM nodes', large.chat.domNodes, 'nodes', { limit: MAX_DOM_NODES - 1, atMost: true }),
      measured(SUITE, 'chat, 5,000 messages: longest task while scrolling', large.chat.longestScrollTaskMs, 'ms', { limit: MAX_TASK_MS, atMost: true }),
    );
  }
  return results;
}
