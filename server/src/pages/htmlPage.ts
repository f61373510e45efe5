import { pageLook } from './pageLook';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Makes any text safe inside HTML content and quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entities[char]);
}

/**
 * Policy of the server-rendered pages: no scripts at all, forms post only here, never framed.
 * Styles: the SPA's built theme stylesheet (same origin) and the small inline rules below.
 */
export const pageContentSecurityPolicy =
  "default-src 'none'; style-src 'self' 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** Layout of the page's card only: every colour, size and font comes from the theme stylesheet. */
const productPageCss = '.pn-server-page{gap:calc(2*var(--mui-spacing,8px))}.pn-server-page form{display:flex;flex-direction:column;gap:calc(2*var(--mui-spacing,8px))}';

/**
 * A complete, script-free HTML document with the product's look: the brand in the
 * header, the sign-in screens' card, the theme's type, fields and buttons, light or dark as the
 * system prefers. `bodyHtml` must already be escaped and use the plain kit's classes (pn-…).
 * Without a build (tests) it keeps a small style of its own.
 */
export function htmlPage(title: string, bodyHtml: string): string {
  const look = pageLook();
  const head = look.stylesheetHref
    ? `<link rel="stylesheet" href="${escapeHtml(look.stylesheetHref)}">
<style>${look.darkBySystemCss}${productPageCss}</style>`
    : `<style>${standaloneCss}</style>`;
  return htmlDocument({
    title,
    followsColorScheme: true,
    head,
    body: `<header class="pn-header"><div class="pn-toolbar"><a class="pn-brand" href="/app/login"><span class="pn-brand__text">${escapeHtml(look.brandName)}</span></a></div></header>
<main class="pn-card"><div class="pn-stack pn-server-page">
${bodyHtml}
</div></main>`,
  });
}

/** The pages' own small style when there is no build to take the theme from. */
const standaloneCss = `
body { font-family: system-ui, sans-serif; max-width: 420px; margin: 48px auto; padding: 0 16px; color: #222; }
label { display: block; margin-top: 16px; }
input { display: block; width: 100%; box-sizing: border-box; padding: 8px; margin-top: 4px; font-size: 16px; }
button { margin-top: 24px; padding: 10px 20px; font-size: 16px; }
.error { color: #b00020; }
a { color: #1b3a6b; }
/* Sections of a text page (Terms, Privacy): a heading sits closer to its text than to the one before. */
.pn-stack > h2:not(:first-child), .pn-stack > h3:not(:first-child) { margin-top: 16px; }
/* Dark mode: no script may run here, so the page follows the system's scheme only. */
:root { color-scheme: light dark; }
@media (prefers-color-scheme: dark) {
  body { color: #eee; background: #10151d; }
  .error { color: #ff8a80; }
  a { color: #9dbcf0; }
}
`;

/** The page's title, in the sign-in screens' heading style. */
export function pageHeading(title: string): string {
  return `<h1 class="pn-h1 pn-center">${escapeHtml(title)}</h1>`;
}

/** A failure above a form, as the SPA's error alert. */
export function errorAlert(message: string): string {
  return `<div class="pn-alert pn-alert--error error" role="alert"><div class="pn-alert__message">${escapeHtml(message)}</div></div>`;
}

/** A labelled outlined field as the SPA's plain field draws it (floating label, notched outline). */
export function outlinedField(options: { id: string; label: string; name: string; type: string; attributes: string }): string {
  const { id, label, name, type, attributes } = options;
  return `<div class="pn-field"><div class="pn-field__box"><input class="pn-field__input" id="${id}" name="${name}" type="${type}" placeholder=" " ${attributes}><label class="pn-field__label" for="${id}">${escapeHtml(label)}</label><fieldset aria-hidden="true" class="pn-field__outline"><legend><span>${escapeHtml(label)}</span></legend></fieldset></div></div>`;
}

/** The page's one action, as the SPA's large contained button. */
export function submitButton(label: string): string {
  return `<button type="submit" class="pn-button pn-button--contained pn-button--large">${escapeHtml(label)}</button>`;
}

/** A page with one message and a link back into the app, e.g. after a reset or for an expired link. */
export function messagePage(title: string, message: string, link: { href: string; label: string }): string {
  return htmlPage(
    title,
    `${pageHeading(title)}\n<p class="pn-body1 pn-center">${escapeHtml(message)}</p>\n<p class="pn-center"><a class="pn-link" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
  );
}

/**
 * A whole server page: what every one has in its head, its own `head` (styles) and `body`.
 * `followsColorScheme`: the page styles both schemes (a receipt is printed and stays light).
 */
export function htmlDocument(page: { title: string; followsColorScheme: boolean; head: string; body: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">${page.followsColorScheme ? '\n<meta name="color-scheme" content="light dark">' : ''}
<title>${escapeHtml(page.title)}</title>
${page.head}
</head>
<body>
${page.body}
</body>
</html>
`;
}
