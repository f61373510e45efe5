/**
 * Lets code outside React (the base query's 401 rule) move the router. The router registers
 * itself at start; before that, or in a test without a router, a full page load is the fallback.
 */
type Navigate = (path: string) => void;

export const ROUTER_BASENAME = '/app';

let navigator: Navigate | null = null;

export function registerNavigator(navigate: Navigate | null): void {
  navigator = navigate;
}

/** The current route path without the /app basename. */
export function currentRoutePath(): string {
  const path = window.location.pathname;
  return path.startsWith(ROUTER_BASENAME) ? path.slice(ROUTER_BASENAME.length) || '/' : path;
}

export function navigateTo(path: string): void {
  if (navigator) navigator(path);
  else window.location.assign(`${ROUTER_BASENAME}${path}`);
}
