import { useEffect, useState, type RefObject } from 'react';

/**
 * The element's visible height, followed with a ResizeObserver. Where nothing can be measured
 * (no layout engine, as in jsdom, or before the first layout) `fallback` stands in.
 *
 * The first height comes from the observer's first report, made by the browser right after its
 * next layout; reading `clientHeight` in the effect instead forced a synchronous style
 * recalculation and layout inside React's commit of the mounting list (on the call
 * history one task of 54–121 ms in Lighthouse's traces).
 */
export function useElementHeight(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [height, setHeight] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const update = () => setHeight(element.clientHeight > 0 ? element.clientHeight : fallback);
    if (typeof ResizeObserver === 'undefined') {
      update();
      return undefined;
    }
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, fallback]);
  return height;
}
