import type { AppConfig } from '../../contract/appConfig';
import { currentRoutePath } from '../navigation';
import { configStamp } from './configStamp';
import { queryChangesFirstRender } from './firstRenderQuery';
import { prerenderMarker } from '../../contract/prerenderMarker';

interface ClientStart {
  config: AppConfig;
  /** The restored session's token: a signed-in visitor sees another first render (header, guards). */
  token: string | null | undefined;
}

/**
 * Whether #root holds the server's rendering of this very page, which the first client render
 * will match: rendered for this path and this configuration, for a visitor with no session, with
 * nothing in the address or the history entry that changes the first render (?email= prefills
 * /register, firstRenderQuery.ts; a redirect's notice shows atop the page). Otherwise the client
 * renders afresh, and its fields take what was typed into the server's markup meanwhile
 * (typedBeforeStart.ts); a press of its button is not kept.
 */
export function canHydrate(root: HTMLElement, { config, token }: ClientStart): boolean {
  const renderedFor = root.getAttribute(prerenderMarker.pathAttribute);
  if (renderedFor === null || renderedFor !== currentRoutePath()) return false;
  if (root.getAttribute(prerenderMarker.configAttribute) !== configStamp(config)) return false;
  if (token) return false;
  if (queryChangesFirstRender(renderedFor, window.location.search)) return false;
  const historyState = window.history.state as { usr?: unknown } | null;
  return historyState?.usr === undefined || historyState.usr === null;
}
