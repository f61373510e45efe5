import { lazy, Suspense, type ComponentType } from 'react';
import { LoadingState } from '../../components/feedback/LoadingState';

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

/** The page's module, its default export inside the MUI theme. */
function loadThemed(load: () => Promise<PageModule>): Promise<PageModule> {
  return Promise.all([load(), import(/* webpackChunkName: "mui-theme" */ '../../theme/MuiTheme')]).then(([page, theme]) => ({
    default: theme.withMuiTheme(page.default),
  }));
}

/**
 * A page loaded as its own chunk on first visit, with a spinner meanwhile. Unlike React.lazy
 * alone, a failed load is not remembered: the route's error element retries by rendering the
 * page again, which loads the chunk again.
 */
export function lazyPage(load: () => Promise<PageModule>, { plain = false }: LazyPageOptions = {}): ComponentType {
  const loadPage = plain ? load : () => loadThemed(load);
  const createLazy = (): ComponentType =>
    lazy(() =>
      loadPage().catch((error: unknown) => {
        current = createLazy();
        throw error;
      }),
    );
  let current = createLazy();

  function LazyPage() {
    const Page = current;
    return (
      <Suspense fallback={<LoadingState label="Loading page" />}>
        <Page />
      </Suspense>
    );
  }
  return LazyPage;
}
