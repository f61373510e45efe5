import { lazy, Suspense, type ComponentType } from 'react';

export interface LazyWidget<P extends object> {
  /** Renders the widget once its code is loaded (nothing meanwhile). */
  Component: ComponentType<P>;
  /** Fetches the code now (for example when the browser is idle), without rendering anything. */
  preload(): void;
}

/**
 * A component whose code is its own chunk, loaded on first render or on preload. A failed load
 * renders nothing (the widget is an extra, never worth an error page) and is tried again at the
 * next render, unlike React.lazy alone, which remembers the failure.
 */
export function lazyWidget<P extends object>(load: () => Promise<ComponentType<P>>): LazyWidget<P> {
  const Nothing: ComponentType<P> = () => null;
  const create = () =>
    lazy(async () => {
      try {
        return { default: await load() };
      } catch {
        current = create();
        return { default: Nothing };
      }
    });
  let current = create();

  function Component(props: P) {
    const Loaded = current;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return { Component, preload: () => void load().catch(() => undefined) };
}
