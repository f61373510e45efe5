import { withScriptsAfterPaint } from '../src/static/scriptsAfterPaint';

describe('withScriptsAfterPaint', () => {
  it('hands the build\'s deferred app scripts to the loader, in order, in the first one\'s place', () => {
    const html = '<head><script src=/app/config.js></script><script defer src=/app/assets/a.js></script><script defer src=/app/assets/b.js></script><link rel=icon></head>';
    expect(withScriptsAfterPaint(html)).toBe('<head><script src=/app/config.js></script><script defer src="/app/load-after-paint.js" data-scripts="/app/assets/a.js /app/assets/b.js"></script><link rel=icon></head>');
  });

  it('reads quoted attributes too (an unminified build)', () => {
    const html = '<script defer="defer" src="/app/assets/main.js"></script>';
    expect(withScriptsAfterPaint(html)).toBe('<script defer src="/app/load-after-paint.js" data-scripts="/app/assets/main.js"></script>');
  });

  it('leaves other scripts where they are, and answers null for a page without app scripts', () => {
    expect(withScriptsAfterPaint('<script src=/app/early-submit.js defer></script><script src=/app/color-scheme.js></script>')).toBeNull();
  });
});
