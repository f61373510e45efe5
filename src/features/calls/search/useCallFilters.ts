import { useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { filtersFromQuery, NO_FILTERS, withFilters, type CallFilters } from './callFilters';

export interface CallFiltersState {
  /** What the filters are (the URL's; the query as typed). */
  filters: CallFilters;
  /** The filters to apply: the typed query lags behind while the list catches up (useDeferredValue). */
  applied: CallFilters;
  setQuery: (q: string) => void;
  setFilters: (change: Partial<Omit<CallFilters, 'q'>>) => void;
  clear: () => void;
  /** The address's whole query (other parameters than the filters' too). */
  params: URLSearchParams;
}

/**
 * The call filters, kept in the URL's query (?q=&kind=&from=&to=) so that a reload, the back button
 * or a shared link keeps them. The typed query lives in the component too: the router updates the
 * URL in a transition, and an input fed only from it would lose keystrokes. The URL is written
 * with replace, so filtering does not fill the back button's history.
 */
export function useCallFilters(): CallFiltersState {
  const [params, setParams] = useSearchParams();
  const fromUrl = useMemo(() => filtersFromQuery(params), [params]);
  const [query, setQueryState] = useState(fromUrl.q);

  // A link or the back button that lands here with another query (not our own replace) wins.
  const location = useLocation();
  const navigationType = useNavigationType();
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    // Adjusted while rendering (React's pattern for state derived from a changed input).
    setSeenKey(location.key);
    if (navigationType !== 'REPLACE') setQueryState(fromUrl.q);
  }

  // The router's setter changes with every URL; the callbacks below stay the same, so that the
  // memoised parts of the filter bar are not rendered again at each key typed.
  const setParamsNow = useRef(setParams);
  useLayoutEffect(() => {
    setParamsNow.current = setParams;
  }, [setParams]);
  const write = useCallback((change: (current: CallFilters) => CallFilters) => {
    setParamsNow.current((current) => withFilters(current, change(filtersFromQuery(current))), { replace: true });
  }, []);

  const setQuery = useCallback((q: string) => {
    setQueryState(q);
    write((current) => ({ ...current, q }));
  }, [write]);
  const setFilters = useCallback((change: Partial<Omit<CallFilters, 'q'>>) => write((current) => ({ ...current, ...change })), [write]);
  const clear = useCallback(() => {
    setQueryState('');
    write(() => NO_FILTERS);
  }, [write]);

  const deferredQuery = useDeferredValue(query);
  const filters = useMemo(() => ({ ...fromUrl, q: query }), [fromUrl, query]);
  const applied = useMemo(() => ({ ...fromUrl, q: deferredQuery }), [fromUrl, deferredQuery]);
  return { filters, applied, setQuery, setFilters, clear, params };
}
