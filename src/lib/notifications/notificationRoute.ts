import { ROUTER_BASENAME } from '../navigation';

/** A notification's url ('/app/dashboard/…') as a route path for the router. */
export function routeOf(url: string): string {
  return url.startsWith(`${ROUTER_BASENAME}/`) ? url.slice(ROUTER_BASENAME.length) : url;
}
