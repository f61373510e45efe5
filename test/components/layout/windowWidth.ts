import { act } from '@testing-library/react';

/**
 * jsdom has no media queries: this answers `(max-width:Npx)` and `(min-width:Npx)` queries and,
 * unlike a fixed stub, tells listeners when the window is resized across a breakpoint, as a
 * browser does when a phone turns or a window is dragged narrower.
 */
export function resizableWindow(initialWidth: number) {
  let width = initialWidth;
  const lists = new Set<{ list: MediaQueryList; listeners: Set<(event: MediaQueryListEvent) => void> }>();
  const matches = (query: string): boolean => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  };
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => {
      const listeners = new Set<(event: MediaQueryListEvent) => void>();
      const list = {
        get matches() {
          return matches(query);
        },
        media: query,
        onchange: null,
        addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
        addListener: (listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
        removeListener: (listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
        dispatchEvent: () => false,
      } as unknown as MediaQueryList;
      lists.add({ list, listeners });
      return list;
    },
  });
  return {
    resize(nextWidth: number) {
      width = nextWidth;
      act(() => {
        for (const { list, listeners } of lists) {
          for (const listener of listeners) listener({ matches: list.matches, media: list.media } as MediaQueryListEvent);
        }
      });
    },
    restore() {
      delete (window as { matchMedia?: unknown }).matchMedia;
    },
  };
}

/** A window of `width` pixels, until the returned function restores jsdom. */
export function setWindowWidth(width: number): () => void {
  return resizableWindow(width).restore;
}
