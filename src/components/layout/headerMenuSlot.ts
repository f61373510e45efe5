import { useSyncExternalStore } from 'react';

/** A page's own menu that takes the header menu's place on a narrow screen (one menu, not two). */
export interface ProvidedHeaderMenu {
  /** The button's visible label, e.g. 'Menu'. */
  label: string;
  /** What waits unread behind the menu (live chat messages): shown as a count on the button; 0 for none. */
  unread?: number;
  /** Whether the page's menu is open now (the button's aria-expanded). */
  expanded: boolean;
  open(): void;
}

let provided: ProvidedHeaderMenu | null = null;
const listeners = new Set<() => void>();

/**
 * Lets a page (the dashboard) put its menu behind the header's button on a narrow screen; null
 * gives the button back. The page must offer what the header's menu held (the colour scheme).
 */
export function provideHeaderMenu(menu: ProvidedHeaderMenu | null): void {
  provided = menu;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** The menu a page provides for the header's button, or null. */
export function useProvidedHeaderMenu(): ProvidedHeaderMenu | null {
  return useSyncExternalStore(
    subscribe,
    () => provided,
    () => null,
  );
}
