import { lazy, Suspense, type ComponentType } from 'react';
import { inTasks } from '../../lib/inTasks';
import { loadMuiTheme, themed as withTheme } from '../../theme/loadMuiTheme';

/** A lazily loaded component that can be asked to start loading before it renders. */
export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Starts loading (once; again after a failure). Resolves when it is ready, rejects if it failed. */
  preload(): Promise<unknown>;
};

/** How each failed load that went to an error element is forgotten (see forgetFailedLoads). */
const failedLoads = new Set<() => void>();

/**
 * Forgets every load that failed and went to an error element, so that rendering them again loads
 * them again (React.lazy alone remembers a failure for good). A page calls it as it mounts: on a
 * visit, and when its error element's retry renders it afresh. Not any render of the failed part
 * itself: React renders it again at once after an error, and offline that would retry in a loop.
 */
export function forgetFailedLoads(): void {
  for (const forget of [...failedLoads]) forget();
}

/** How a part loads (see lazyPart). */
export interface PartOptions {
  /**
   * Drawn with MUI: MUI's theme loads with it (the first part that needs it loads it for all),
   * and it renders inside the theme. A warm-up (`preload`) asks for the part's code only once the
   * theme has evaluated, in the tasks after, so that its styles do not evaluate all at once.
   */
  themed?: boolean;
  /**
   * An extra the page works without (a menu, a dialog, the toasts' host): nothing shows while it
   * loads, and a failed load shows nothing and is tried again at the next render. Otherwise the
   * caller's Suspense boundary holds the part's place, and a failed load reaches the route's
   * error element, whose retry loads it again.
   */
  optional?: boolean;
}

/**
 * A part of a page whose code is its own chunk (a tab, a dialog, a chart, a menu), declared once
 * in its feature's parts.ts and used as a component. Its code is fetched at first render, or
 * earlier at `preload()` (a warm-up, see whenIdle), once however often either happens; a failed
 * load is fetched again at the next render or preload after it was forgotten (see above).
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { themed = false, optional = false }: PartOptions = {},
): LazyComponent<P> {
  const fetchCode = themed ? () => withTheme(load) : load;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  let failureShown = false;
  const start = () => {
    pending ??= fetchCode().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        failedLoads.add(forget);
        throw error;
      },
    );
    return pending;
  };
  // An optional part that failed to load renders nothing, and is fetched again at its next render.
  const Nothing = () => {
    failureShown = true;
    return null;
  };
  const startOrNothing = optional ? () => start().catch(() => ({ default: Nothing })) : start;
  let current = lazy(startOrNothing);
  function forget() {
    failedLoads.delete(forget);
    failureShown = false;
    pending = null;
    current = lazy(startOrNothing);
  }

  function Part(props: P) {
    if (failureShown) forget();
    const Loaded = current;
    const part = <Loaded {...props} />;
    return optional ? <Suspense fallback={null}>{part}</Suspense> : part;
  }
  Part.preload = () => {
    if (failedLoads.has(forget) || failureShown) forget();
    return themed ? inTasks(loadMuiTheme, start) : start();
  };
  return Part;
}
