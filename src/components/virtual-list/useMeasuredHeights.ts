import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Heights of rows as laid out, for rows whose height depends on their content (chat bubbles).
 * Rows register their element; one ResizeObserver reports each row's height once it is known.
 * Without ResizeObserver (jsdom) the estimates stay in use.
 */
export function useMeasuredHeights(enabled: boolean) {
  const measured = useRef(new Map<number, number>());
  const [version, setVersion] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);

  // Made by the first row that asks, not in an effect: React attaches the rows of the first
  // commit before any effect runs, and rows registered with no observer were never measured (a
  // picture's bubble kept its estimate, 80 px too tall, until it scrolled out and back).
  const observerOfRows = useCallback(() => {
    observer.current ??= new ResizeObserver((entries) => {
      let changed = false;
      for (const entry of entries) {
        const index = Number((entry.target as HTMLElement).dataset.index);
        const height = (entry.target as HTMLElement).offsetHeight;
        if (height > 0 && measured.current.get(index) !== height) {
          measured.current.set(index, height);
          changed = true;
        }
      }
      if (changed) setVersion((value) => value + 1);
    });
    return observer.current;
  }, []);

  useEffect(
    () => () => {
      observer.current?.disconnect();
      observer.current = null;
    },
    [],
  );

  /** A ref callback for a row: follows its height until it unmounts. */
  const track = useCallback(
    (element: HTMLElement | null) => {
      if (!element || !enabled || typeof ResizeObserver === 'undefined') return undefined;
      const rows = observerOfRows();
      rows.observe(element);
      return () => rows.unobserve(element);
    },
    [enabled, observerOfRows],
  );

  const heightOf = useCallback((index: number, estimate: number) => measured.current.get(index) ?? estimate, []);

  return { version, track, heightOf };
}
