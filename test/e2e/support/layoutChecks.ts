import type { Page } from 'playwright-core';

/**
 * What a narrow screen must never show (issue 23): the page scrolling sideways, or a tab whose
 * label is cut off (wider than the tab, or outside the visible part of its tab list). Returns
 * one line per problem, naming the widest elements that stick out.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    const viewportWidth = root.clientWidth;
    if (root.scrollWidth > viewportWidth + 1) {
      const culprits = [...document.body.querySelectorAll<HTMLElement>('*')]
        .filter((element) => element.getBoundingClientRect().right > viewportWidth + 1 && element.getClientRects().length > 0)
        .filter((element) => !element.closest('[aria-hidden="true"], .MuiTabs-scroller'))
        .slice(-3)
        .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 2).join('.')} (${Math.round(element.getBoundingClientRect().right)}px)`);
      problems.push(`scrolls sideways: ${root.scrollWidth}px of content in ${viewportWidth}px; sticking out: ${culprits.join(', ')}`);
    }
    for (const tab of document.querySelectorAll<HTMLElement>('[role="tab"]')) {
      const list = tab.closest('[role="tablist"]')?.parentElement ?? tab.parentElement;
      const tabBox = tab.getBoundingClientRect();
      const listBox = list?.getBoundingClientRect();
      const outside = listBox ? tabBox.left < listBox.left - 1 || tabBox.right > listBox.right + 1 : false;
      if (tab.scrollWidth > tab.clientWidth + 1 || outside) problems.push(`tab label cut off: '${tab.textContent ?? ''}'`);
    }
    return problems;
  });
}
