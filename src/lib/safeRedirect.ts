/** Longer than any real redirect: a bigger value is junk or an attack, never followed. */
export const MAX_REDIRECT_URL_LENGTH = 2048;

export type RedirectCheck =
  | {
      ok: true;
      /** The normalised URL to go to. */
      url: string;
      /** True when no allow-list is configured, so any https host passed (worth a warning). */
      anyHost: boolean;
    }
  | { ok: false; reason: string };

// Tabs, newlines and other control characters: browsers strip some of them from URLs, which
// is how 'java\tscript:' sneaks past naive checks.
// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f]/;

function refuse(reason: string): RedirectCheck {
  return { ok: false, reason };
}

/**
 * Whether a server-given redirect (a migrated account's redirect_url, SPEC §4) may be followed:
 * an absolute https URL without credentials, no longer than 2048 characters, on a host of
 * `allowedHosts` when that list is not empty. Anything else is refused, never followed.
 * An empty list accepts any https host and says so on the console: a deployment should narrow it.
 */
export function checkRedirectUrl(raw: unknown, allowedHosts: readonly string[]): RedirectCheck {
  if (typeof raw !== 'string' || raw === '') return refuse('no URL');
  if (raw.length > MAX_REDIRECT_URL_LENGTH) return refuse('URL too long');
  if (CONTROL_OR_SPACE.test(raw)) return refuse('control characters or spaces in the URL');
  let url: URL;
  try {
    // No base: a relative or protocol-relative URL ('//evil.example', '/\\evil.example') throws.
    url = new URL(raw);
  } catch {
    return refuse('not an absolute URL');
  }
  if (url.protocol !== 'https:') return refuse(`protocol ${url.protocol} is not https:`);
  if (url.username !== '' || url.password !== '') return refuse('credentials in the URL');
  const allowed = allowedHosts.map((host) => host.trim().toLowerCase()).filter((host) => host !== '');
  if (allowed.length === 0) {
    console.warn(`migrationRedirectHosts is empty: accepting a redirect to ${url.host}, as to any https host.`);
    return { ok: true, url: url.href, anyHost: true };
  }
  if (!allowed.includes(url.hostname) && !allowed.includes(url.host)) return refuse(`host ${url.host} is not allowed`);
  return { ok: true, url: url.href, anyHost: false };
}
