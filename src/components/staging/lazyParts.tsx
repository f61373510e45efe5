import { lazy, Suspense, type ComponentType } from 'react';

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

/**
 * `load`'s component, its code fetched at first render or at `preload`, whichever comes first. A
 * failed load is thrown to the error element, or with `whenFailed` shows that instead and is tried
 * again at the render after.
 */
function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, whenFailed?: ComponentType<P>): LazyComponent<P> {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  let failureShown = false;
  const start = () => {
    pending ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        failedLoads.add(forget);
        throw error;
      },
    );
    return pending;
  };
  function ShownInstead(props: P) {
    failureShown = true;
    const Instead = whenFailed as ComponentType<P>;
    return <Instead {...props} />;
  }
  const startOrShowInstead = whenFailed ? () => start().catch(() => ({ default: ShownInstead })) : start;
  let current = lazy(startOrShowInstead);
  function forget() {
    failedLoads.delete(forget);
    failureShown = false;
    pending = null;
    current = lazy(startOrShowInstead);
  }

  function Lazy(props: P) {
    if (failureShown) forget();
    const Loaded = current;
    return <Loaded {...props} />;
  }
  Lazy.preload = () => {
    if (failedLoads.has(forget) || failureShown) forget();
    return start();
  };
  return Lazy;
}

/**
 * A part of a page whose code is its own chunk (a tab, a dialog, a chart, the account panel): the
 * caller's Suspense boundary holds its place while it loads, and a failed load reaches the route's
 * error element, whose retry loads it again. Wrap `load` in `themed` for a part drawn with MUI.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  return lazyComponent(load);
}

/**
 * An extra the page works without (the header's menu, the toasts' host): nothing shows while it
 * loads, and a failed load renders nothing and is tried again at the next render.
 */
export function lazyWidget<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  const Loaded = lazyComponent<P>(load, () => null);
  function Widget(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  Widget.preload = Loaded.preload;
  return Widget;
}
