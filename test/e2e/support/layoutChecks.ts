import type { Page } from 'playwright-core';

/**
 * What a narrow screen must never show: the page scrolling sideways, or a tab whose
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

/**
 * What a fixed bar at the bottom of the screen (the phone's tab bar) hides: scrolled to the end,
 * every visible element of the page's main content must end above the bar's top. One line per
 * element covered; none when there is no bar.
 */
export async function coveredByBottomBar(page: Page, barSelector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const bar = document.querySelector<HTMLElement>(selector);
    if (!bar) return [];
    const root = document.scrollingElement ?? document.documentElement;
    root.scrollTop = root.scrollHeight;
    const barTop = bar.getBoundingClientRect().top;
    // Where an element is seen: its box cut by every scrolling or clipping ancestor (a list's rows).
    const seenBox = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      let top = box.top;
      let bottom = box.bottom;
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowY === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        top = Math.max(top, clip.top);
        bottom = Math.min(bottom, clip.bottom);
      }
      return { top, bottom };
    };
    return [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
      .filter((element) => !element.closest('[aria-hidden="true"], .pn-visually-hidden') && element.children.length === 0)
      .map((element) => ({ element, seen: seenBox(element) }))
      .filter(({ seen }) => seen.bottom > seen.top && seen.bottom > barTop + 1 && seen.top < window.innerHeight)
      .slice(0, 3)
      .map(({ element, seen }) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 2).join('.')} '${(element.textContent ?? '').slice(0, 30)}' ends at ${Math.round(seen.bottom)}px, the bar starts at ${Math.round(barTop)}px`);
  }, barSelector);
}
