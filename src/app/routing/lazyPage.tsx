import { lazy, Suspense, type ComponentType } from 'react';
import { LoadingState } from '../../components/feedback/LoadingState';
import { themed } from '../../theme/loadMuiTheme';

interface PageModule {
  default: ComponentType;
}

interface LazyPageOptions {
  /**
   * The page is drawn by the plain stylesheet alone (the sign-in page: the first paint). Other
   * pages use MUI and load its theme with their own chunk.
   */
  plain?: boolean;
}

/** The page's module, its default export inside the MUI theme (loaded beside it). */
function loadThemed(load: () => Promise<PageModule>): Promise<PageModule> {
  return themed(() => load().then((page) => page.default)).then((component) => ({ default: component }));
}

/** A lazily loaded page that can be asked to start loading before it renders. */
export type LazyPageComponent = ComponentType & {
  /** Starts loading the page's chunks (once; again after a failure). Resolves when they are ready. */
  preload(): Promise<unknown>;
};

/**
 * A page loaded as its own chunk on first visit, with a spinner meanwhile. Unlike React.lazy
 * alone, a failed load is not remembered: the route's error element retries by rendering the
 * page again, which loads the chunk again. `preload` starts the same load early (see
 * preloadRoute.ts): a nested page need not wait for its layout and guard to load first.
 */
export function lazyPage(load: () => Promise<PageModule>, { plain = false }: LazyPageOptions = {}): LazyPageComponent {
  const loadPage = plain ? load : () => loadThemed(load);
  let pending: Promise<PageModule> | null = null;
  const start = (): Promise<PageModule> => {
    pending ??= loadPage().catch((error: unknown) => {
      pending = null;
      current = createLazy();
      throw error;
    });
    return pending;
  };
  const createLazy = (): ComponentType => lazy(start);
  let current = createLazy();

  function LazyPage() {
    const Page = current;
    return (
      <Suspense fallback={<LoadingState label="Loading page" />}>
        <Page />
      </Suspense>
    );
  }
  LazyPage.preload = start;
  return LazyPage;
}
