import { useLayoutEffect, useMemo, useRef, useState, type Key, type ReactNode } from 'react';
import { useElementHeight } from './useElementHeight';
import { useMeasuredHeights } from './useMeasuredHeights';
import { rowOffsets, windowRange } from './windowRange';

/** Viewport height assumed until the real one is known (and in jsdom, which has no layout). */
const FALLBACK_VIEWPORT_PX = 600;
const DEFAULT_OVERSCAN = 6;

export interface VirtualListProps {
  itemCount: number;
  /** The height of row `index` in px: exact for fixed rows, a first estimate with `measureRows`. */
  itemHeight: (index: number) => number;
  itemKey: (index: number) => Key;
  renderItem: (index: number) => ReactNode;
  /** The accessible name of the list. */
  label: string;
  /** CSS height of the scrolling viewport. */
  height: number | string;
  /** Rows mounted beyond each edge of the viewport. */
  overscan?: number;
  /** Open scrolled to the last row (a conversation opens at its newest message). */
  startAtEnd?: boolean;
  /** Rows size to their content and are measured once laid out. */
  measureRows?: boolean;
  /** A row to bring into view (centred), e.g. the one a link names; scrolled to once each time it changes. */
  scrollToIndex?: number;
}

/**
 * A windowed list: only the rows in view (plus overscan) are mounted, each placed absolutely at
 * its offset, so 10,000 rows cost about what 50 do. Written here because the stack has no
 * virtualisation package.
 */
export function VirtualList({
  itemCount,
  itemHeight,
  itemKey,
  renderItem,
  label,
  height,
  overscan = DEFAULT_OVERSCAN,
  startAtEnd = false,
  measureRows = false,
  scrollToIndex,
}: VirtualListProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const viewportHeight = useElementHeight(viewport, FALLBACK_VIEWPORT_PX);
  const [scrollTop, setScrollTop] = useState(0);
  const measured = useMeasuredHeights(measureRows);

  const offsets = useMemo(
    () => rowOffsets(itemCount, (index) => measured.heightOf(index, itemHeight(index))),
    // measured.version: recompute when a row's measured height arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [itemCount, itemHeight, measured.heightOf, measured.version],
  );
  const totalHeight = offsets[itemCount];
  const { first, last } = windowRange(offsets, scrollTop, viewportHeight, overscan);

  // Stays at the newest row while the reader has not scrolled away from it.
  const pinnedToEnd = useRef(startAtEnd);
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element || !pinnedToEnd.current) return;
    element.scrollTop = totalHeight;
    setScrollTop(Math.max(0, totalHeight - viewportHeight));
  }, [totalHeight, viewportHeight]);

  const scrolledTo = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element || scrollToIndex === undefined || scrollToIndex === scrolledTo.current || scrollToIndex < 0 || scrollToIndex >= itemCount) return;
    scrolledTo.current = scrollToIndex;
    const rowHeight = offsets[scrollToIndex + 1] - offsets[scrollToIndex];
    const top = Math.max(0, Math.min(offsets[scrollToIndex] - (viewportHeight - rowHeight) / 2, totalHeight - viewportHeight));
    element.scrollTop = top;
    // The rows around it mount in this same pass, whatever the browser reports back.
    setScrollTop(top);
  }, [scrollToIndex, itemCount, offsets, totalHeight, viewportHeight]);

  const rows: ReactNode[] = [];
  for (let index = first; index <= last; index += 1) {
    // A plain element with an inline style: through sx, every new offset while scrolling would be
    // a new CSS class inserted into the document, and a style recalculation with it.
    rows.push(
      <div
        key={itemKey(index)}
        role="listitem"
        aria-setsize={itemCount}
        aria-posinset={index + 1}
        data-index={index}
        ref={measureRows ? measured.track : undefined}
        style={{ position: 'absolute', top: offsets[index], left: 0, right: 0, height: measureRows ? 'auto' : itemHeight(index) }}
      >
        {renderItem(index)}
      </div>,
    );
  }

  return (
    <div
      ref={viewport}
      // Keyboard users can scroll the list itself, not only the controls inside it.
      tabIndex={0}
      className="pn-virtual-list"
      onScroll={(event) => {
        const element = event.currentTarget;
        setScrollTop(element.scrollTop);
        pinnedToEnd.current = startAtEnd && element.scrollTop + element.clientHeight >= element.scrollHeight - 8;
      }}
      // A list opened at its end and shorter than its viewport sits at the bottom, as a
      // conversation's few messages sit above the phone app's note. Plain (the focus ring is
      // .pn-virtual-list's): a list's page mounts it without emotion inserting styles.
      style={{ height, overflowY: 'auto', position: 'relative', ...(startAtEnd && { display: 'flex', flexDirection: 'column' }) }}
    >
      {/* Inline too: measured rows change the total height often, and each new height through sx
          would insert a CSS rule, which makes the browser recalculate every element's style. */}
      <div
        role="list"
        aria-label={label}
        style={{ position: 'relative', height: totalHeight, width: '100%', ...(startAtEnd && { marginTop: 'auto', flexShrink: 0 }) }}
      >
        {rows}
      </div>
    </div>
  );
}
