/** The build's tags for the app's own scripts (html-webpack-plugin, minified: `<script defer src=/app/assets/x.js></script>`). */
const APP_SCRIPT = /<script defer(?:="defer")? src="?([^"\s>]*\/assets\/[^"\s>]+\.js)"?><\/script>/g;

/** Where public/load-after-paint.js is served. */
export const AFTER_PAINT_LOADER = '/app/load-after-paint.js';

/**
 * index.html with the app's deferred scripts handed to public/load-after-paint.js, which starts
 * them once the first frame has painted: for pages whose markup is complete without them (the
 * prerendered sign-in screens), so no script download or run can hold that paint. The loader
 * takes the first script's place; the order is kept. Null when the page has none of those tags
 * (another build's template): then it is served as it is.
 */
export function withScriptsAfterPaint(html: string): string | null {
  const sources = [...html.matchAll(APP_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) return null;
  let first = true;
  return html.replace(APP_SCRIPT, () => {
    if (!first) return '';
    first = false;
    return `<script defer src="${AFTER_PAINT_LOADER}" data-scripts="${sources.join(' ')}"></script>`;
  });
}
