import { Suspense, useState, type ComponentType } from 'react';
import { PlainLoadingState } from '../../components/plain/PlainLoadingState';
import { forgetFailedLoads, lazyPart, type LazyComponent } from '../../components/staging/lazyParts';
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

/** A lazily loaded page that can be asked to start loading before it renders. */
export type LazyPageComponent = LazyComponent<object>;

/**
 * A route's page (or guard, or layout) loaded as its own chunk on first visit, with a spinner
 * meanwhile. A failed load (the page's, or a part's within it) reaches the route's error element;
 * its retry, like any later visit, mounts the page again, which forgets the failure and loads
 * again.
 * `preload` starts the same load early (see preloadRoute.ts): a nested page need not wait for its
 * layout and guard to load first.
 */
export function lazyPage(load: () => Promise<PageModule>, { plain = false }: LazyPageOptions = {}): LazyPageComponent {
  const loadPage = () => load().then((page) => page.default);
  const Page = lazyPart(plain ? loadPage : () => themed(loadPage));

  function LazyPage() {
    // On mount only: outside its Suspense boundary, the page is not mounted again while it loads.
    useState(forgetFailedLoads);
    return (
      <Suspense fallback={<PlainLoadingState label="Loading page" />}>
        <Page />
      </Suspense>
    );
  }
  LazyPage.preload = Page.preload;
  return LazyPage;
}
