import fs from 'node:fs';
import path from 'node:path';

const source = fs.readFileSync(path.resolve(__dirname, '../../public/color-scheme.js'), 'utf8');

/** Runs public/color-scheme.js in this test's page, as index.html does before anything paints. */
export function runColorSchemeScript(): void {
  new Function(source)();
}

/**
 * A system colour preference jsdom lacks: answers `(prefers-color-scheme: dark)` and tells the
 * listeners when the system switches, as a browser does. Other media queries never match.
 */
export function systemPrefers(initial: 'light' | 'dark') {
  let dark = initial === 'dark';
  const listeners = new Set<() => void>();
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      get matches() {
        return query.includes('prefers-color-scheme: dark') && dark;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      // MUI's theme provider listens the old way.
      addListener: (listener: () => void) => listeners.add(listener),
      removeListener: (listener: () => void) => listeners.delete(listener),
    }),
  });
  return {
    switchTo(scheme: 'light' | 'dark') {
      dark = scheme === 'dark';
      listeners.forEach((listener) => listener());
    },
    restore() {
      delete (window as { matchMedia?: unknown }).matchMedia;
    },
  };
}

/** Leaves <html> as jsdom made it, for the next test. */
export function resetColorScheme(): void {
  document.documentElement.removeAttribute('data-color-scheme');
  document.documentElement.removeAttribute('data-color-scheme-choice');
  delete window.__COLOR_SCHEME__;
}
