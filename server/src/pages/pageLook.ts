import fs from 'node:fs';
import path from 'node:path';

/** The product's look for the server's own pages: the SPA's built theme stylesheet, when there is a build. */
export interface PageLook {
  /** e.g. /app/assets/theme.835c908dc1.css; null without a build (the pages keep a small style of their own). */
  stylesheetHref: string | null;
  /** The theme's dark-scheme rules, applied by the system's preference (these pages run no script). */
  darkBySystemCss: string;
  /** BRAND_NAME, shown in the pages' header. */
  brandName: string;
}

const noBuild = { stylesheetHref: null, darkBySystemCss: '' } as const;
let current: PageLook = { ...noBuild, brandName: 'SLYNUMBER' };

/** Top-level rules of a stylesheet (no nesting but at-rules, which are skipped), as [selector, body]. */
function topLevelRules(css: string): [string, string][] {
  const rules: [string, string][] = [];
  let depth = 0;
  let start = 0;
  let selector = '';
  for (let index = 0; index < css.length; index += 1) {
    const char = css[index];
    if (char === '{') {
      if (depth === 0) {
        selector = css.slice(start, index).trim();
        start = index + 1;
      }
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0) {
        if (!selector.startsWith('@')) rules.push([selector, css.slice(start, index)]);
        start = index + 1;
      }
    }
  }
  return rules;
}

/**
 * The theme's rules for the dark scheme (keyed on <html data-color-scheme=dark> in the SPA, set by
 * its script) keyed on the system's preference instead: the same values, none written again.
 */
export function darkRulesForSystem(themeCss: string): string {
  const darkRules = topLevelRules(themeCss)
    .filter(([selector]) => selector.includes('[data-color-scheme=dark]'))
    .map(([selector, body]) => `${selector.replaceAll('[data-color-scheme=dark]', ':root')}{${body}}`);
  return darkRules.length > 0 ? `@media (prefers-color-scheme:dark){${darkRules.join('')}}` : '';
}

/** Reads the build's theme stylesheet once at start; without a build the pages keep their own small style. */
export function loadPageLook({ distDir, brandName }: { distDir: string; brandName: string }): void {
  try {
    const indexHtml = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
    const href = /\/app\/(assets\/theme\.[0-9a-f]+\.css)/.exec(indexHtml);
    if (!href) {
      current = { ...noBuild, brandName };
      return;
    }
    const css = fs.readFileSync(path.join(distDir, href[1]), 'utf8');
    current = { stylesheetHref: `/app/${href[1]}`, darkBySystemCss: darkRulesForSystem(css), brandName };
  } catch {
    current = { ...noBuild, brandName };
  }
}

export function pageLook(): PageLook {
  return current;
}
