import { useEffect, useState, type RefObject } from 'react';

/**
 * The element's visible height, followed with a ResizeObserver. Where nothing can be measured
 * (no layout engine, as in jsdom, or before the first layout) `fallback` stands in.
 */
export function useElementHeight(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [height, setHeight] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const update = () => setHeight(element.clientHeight > 0 ? element.clientHeight : fallback);
    update();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, fallback]);
  return height;
}
