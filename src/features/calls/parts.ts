import { lazyPart } from '../../components/staging/lazyParts';

/** The calls page's parts that load apart from its own chunk (lazyPart, docs/architecture.md › Loading). */

/**
 * The history itself (filters, count, export, list), in plain elements: none of MUI's code or
 * styles load for it.
 */
export const CallHistoryContent = lazyPart(() => import('./components/CallHistoryContent').then((module) => module.CallHistoryContent));
/** The row menu and the delete dialog bring MUI's theme with them; the page works without them. */
export const CallRowMenu = lazyPart(() => import('./components/CallRowMenu').then((module) => module.CallRowMenu), { themed: true, optional: true });
export const DeleteCallDialog = lazyPart(() => import('./components/DeleteCallDialog').then((module) => module.DeleteCallDialog), { themed: true, optional: true });
