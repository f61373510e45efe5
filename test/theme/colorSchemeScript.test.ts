import { COLOR_SCHEME_ATTRIBUTE, currentColorScheme, currentColorSchemeChoice } from '../../src/theme/colorScheme';
import { resetColorScheme, runColorSchemeScript, systemPrefers } from './colorSchemeScript';

/** The one localStorage key the app may write (docs/security.md › The SPA). */
const KEY = 'color-scheme';

describe('public/color-scheme.js: the scheme on <html> before the first paint', () => {
  let system: ReturnType<typeof systemPrefers> | null = null;
  afterEach(() => {
    system?.restore();
    system = null;
    resetColorScheme();
  });

  it('with nothing chosen follows the system, stores nothing, and follows the system when it switches', () => {
    system = systemPrefers('dark');
    runColorSchemeScript();
    expect(document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE)).toBe('dark');
    expect(currentColorSchemeChoice()).toBe('system');
    expect(window.localStorage.length).toBe(0);

    system.switchTo('light');
    expect(currentColorScheme()).toBe('light');
  });

  it('a stored choice wins over the system, and the system no longer moves it', () => {
    system = systemPrefers('light');
    window.localStorage.setItem(KEY, 'dark');
    runColorSchemeScript();
    expect(currentColorScheme()).toBe('dark');
    expect(currentColorSchemeChoice()).toBe('dark');
    system.switchTo('dark');
    system.switchTo('light');
    expect(currentColorScheme()).toBe('dark');
  });

  it.each(['', 'purple', '{"scheme":"dark"}'])('a stored value that is no choice (%p) means the system', (stored) => {
    system = systemPrefers('dark');
    window.localStorage.setItem(KEY, stored);
    runColorSchemeScript();
    expect(currentColorSchemeChoice()).toBe('system');
    expect(currentColorScheme()).toBe('dark');
  });

  it('choose() applies at once and remembers light or dark; choosing the system forgets the key', () => {
    system = systemPrefers('dark');
    runColorSchemeScript();
    window.__COLOR_SCHEME__?.choose('light');
    expect(currentColorScheme()).toBe('light');
    expect(window.localStorage.getItem(KEY)).toBe('light');

    window.__COLOR_SCHEME__?.choose('system');
    expect(currentColorScheme()).toBe('dark');
    expect(window.localStorage.length).toBe(0);
  });

  it('a choice made in another tab of the browser is applied here too', () => {
    system = systemPrefers('light');
    runColorSchemeScript();
    window.localStorage.setItem(KEY, 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: 'dark' }));
    expect(currentColorScheme()).toBe('dark');
  });

  it('without media queries or storage (a locked-down browser) it draws light, and a choice lasts for the page', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    try {
      runColorSchemeScript();
      expect(currentColorScheme()).toBe('light');
      window.__COLOR_SCHEME__?.choose('dark');
      expect(currentColorScheme()).toBe('dark');
    } finally {
      getItem.mockRestore();
      setItem.mockRestore();
    }
  });
});
