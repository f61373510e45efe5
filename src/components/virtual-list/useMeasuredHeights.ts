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

  useEffect(() => {
    if (!enabled || typeof ResizeObserver === 'undefined') return undefined;
    observer.current = new ResizeObserver((entries) => {
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
    return () => observer.current?.disconnect();
  }, [enabled]);

  /** A ref callback for a row: follows its height until it unmounts. */
  const track = useCallback((element: HTMLElement | null) => {
    if (!element) return undefined;
    observer.current?.observe(element);
    return () => observer.current?.unobserve(element);
  }, []);

  const heightOf = useCallback((index: number, estimate: number) => measured.current.get(index) ?? estimate, []);

  return { version, track, heightOf };
}
