import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { keepScrollPaths } from '../../config/paths';

/** SPEC §2: the page scrolls to top on every route change except to /contact. */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!keepScrollPaths.includes(pathname)) window.scrollTo(0, 0);
  }, [pathname]);
}
