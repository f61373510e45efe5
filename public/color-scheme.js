// The colour scheme, applied before the first paint (index.html loads this file first; a file, as
// the Content-Security-Policy allows no inline script). The customer's choice is 'system', 'light'
// or 'dark', kept in localStorage under 'color-scheme' ('system' is kept as no entry at all);
// 'system' follows prefers-color-scheme, live. The theme's CSS variables are keyed on
// <html data-color-scheme="light|dark">. The app reads and changes the choice through
// window.__COLOR_SCHEME__ (src/theme/colorScheme.ts), so this file is the only place that decides.
(function () {
  var KEY = 'color-scheme';
  var root = document.documentElement;
  var darkQuery = typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null;

  function storedChoice() {
    try {
      var stored = window.localStorage.getItem(KEY);
      return stored === 'light' || stored === 'dark' ? stored : 'system';
    } catch {
      return 'system';
    }
  }

  var choice = storedChoice();

  function apply() {
    var scheme = choice === 'system' ? (darkQuery && darkQuery.matches ? 'dark' : 'light') : choice;
    root.setAttribute('data-color-scheme', scheme);
    root.setAttribute('data-color-scheme-choice', choice);
    // For what CSS cannot reach (a chart's colours, Stripe's frames): src/theme/useColorScheme.ts.
    document.dispatchEvent(new Event('colorschemechange'));
  }

  function choose(next) {
    choice = next === 'light' || next === 'dark' ? next : 'system';
    try {
      if (choice === 'system') window.localStorage.removeItem(KEY);
      else window.localStorage.setItem(KEY, choice);
    } catch {
      // Storage refused (a private window's policy): the choice lasts for this page only.
    }
    apply();
  }

  if (darkQuery) darkQuery.addEventListener('change', apply);
  // A choice made in another tab of this browser.
  window.addEventListener('storage', function (event) {
    if (event.key === KEY || event.key === null) {
      choice = storedChoice();
      apply();
    }
  });
  window.__COLOR_SCHEME__ = { choose: choose };
  apply();
})();
