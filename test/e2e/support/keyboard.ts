import type { Locator, Page } from 'playwright-core';

/**
 * Where the focused element fails WCAG 2.2 (2.4.7 focus visible, 2.4.11 focus not obscured), or
 * null: no outline, ring or MUI focus state on it or its field; or its middle covered by something
 * else (the sticky header, a toast) or outside the window.
 */
export async function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} '${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}'`;
    const box = element.getBoundingClientRect();
    // MUI's radios and checkboxes focus an input laid transparently over their icon: judge the icon's box.
    const shown = box.width > 0 && box.height > 0 ? element : (element.parentElement ?? element);
    const shownBox = shown.getBoundingClientRect();
    const x = shownBox.left + shownBox.width / 2;
    const y = shownBox.top + shownBox.height / 2;
    if (y < 0 || y > window.innerHeight || x < 0 || x > window.innerWidth) return `${name}: focused outside the window`;
    const top = document.elementFromPoint(x, y);
    // A field's own floating label may sit over its input's middle while it moves up.
    const sameField = top?.closest('.MuiFormControl-root, .pn-field') === element.closest('.MuiFormControl-root, .pn-field') && top?.closest('label');
    if (top && !sameField && !shown.contains(top) && !top.contains(shown) && !element.contains(top)) {
      return `${name}: covered by ${top.tagName.toLowerCase()}.${[...top.classList].slice(0, 2).join('.')}`;
    }
    const marked = (candidate: Element | null): boolean => {
      if (!candidate) return false;
      const style = getComputedStyle(candidate);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
      return outline || ring || candidate.matches('.Mui-focusVisible, .Mui-focused, .Mui-focusVisible *, :has(> .Mui-focusVisible)');
    };
    const field = element.closest('.MuiInputBase-root, .MuiButtonBase-root, .pn-field, label');
    // The plain field draws its focus as a 2 px outline beside the input, like MUI's outlined field.
    const plainOutline = element.matches('.pn-field__input') ? element.parentElement?.querySelector('.pn-field__outline') : null;
    const plainFocused = plainOutline ? parseFloat(getComputedStyle(plainOutline).borderTopWidth) >= 2 : false;
    if (!plainFocused && !marked(element) && !marked(field) && !marked(element.parentElement)) return `${name}: no visible focus indicator`;
    return null;
  });
}

/**
 * Presses Tab until `target` (or something inside it) has the focus, noting the focus problems of
 * every stop on the way; fails when 80 presses do not reach it (a trap or an unreachable control).
 */
export async function tabTo(page: Page, target: Locator, problems: string[]): Promise<void> {
  await target.waitFor();
  // As a customer would, wait while the page is busy (the loading overlay, outside any dialog) or fading it out.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.MuiBackdrop-root')].every((backdrop) => backdrop.closest('.MuiModal-root') || getComputedStyle(backdrop).visibility === 'hidden'),
  );
  for (let presses = 0; presses < 80; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
    const problem = await focusProblem(page);
    if (problem) problems.push(problem);
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}
