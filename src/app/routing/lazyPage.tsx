import { lazy, Suspense, type ComponentType } from 'react';
import { LoadingState } from '../../components/feedback/LoadingState';

interface PageModule {
  default: ComponentType;
}

/**
 * A page loaded as its own chunk on first visit, with a spinner meanwhile. Unlike React.lazy
 * alone, a failed load is not remembered: the route's error element retries by rendering the
 * page again, which loads the chunk again.
 */
export function lazyPage(load: () => Promise<PageModule>): ComponentType {
  const createLazy = (): ComponentType =>
    lazy(() =>
      load().catch((error: unknown) => {
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
