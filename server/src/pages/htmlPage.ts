const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Makes any text safe inside HTML content and quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entities[char]);
}

/**
 * Policy of the server-rendered pages: no scripts at all, forms post only here, never framed.
 * Inline styles are the only exception, for the small stylesheet below.
 */
export const pageContentSecurityPolicy =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** A complete, script-free HTML document. `bodyHtml` must already be escaped. */
export function htmlPage(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 420px; margin: 48px auto; padding: 0 16px; color: #222; }
label { display: block; margin-top: 16px; }
input { display: block; width: 100%; box-sizing: border-box; padding: 8px; margin-top: 4px; font-size: 16px; }
button { margin-top: 24px; padding: 10px 20px; font-size: 16px; }
.error { color: #b00020; }
a { color: #1b3a6b; }
/* Dark mode (issue 22): no script may run here, so the page follows the system's scheme only. */
:root { color-scheme: light dark; }
@media (prefers-color-scheme: dark) {
  body { color: #eee; background: #10151d; }
  .error { color: #ff8a80; }
  a { color: #9dbcf0; }
}
</style>
</head>
<body>
${bodyHtml}
</body>
</html>
`;
}

/** A page with one message and a link onward, e.g. after a reset or for an expired link. */
export function messagePage(title: string, message: string, link: { href: string; label: string }): string {
  return htmlPage(
    title,
    `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>\n<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
  );
}
