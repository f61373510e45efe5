import { createAppTheme } from '../../src/theme/theme';
import { themeStylesheet } from '../../src/theme/themeStylesheet';

/** The declarations of the stylesheet's rules whose selector list names `selector`. */
function declarationsFor(stylesheet: string, selector: string): string[] {
  return [...stylesheet.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
    .filter(([, selectors]) => selectors.split(',').some((one) => one.trim() === selector))
    .map(([, , declarations]) => declarations);
}

describe('images in the dark scheme', () => {
  const stylesheet = themeStylesheet(createAppTheme());

  it('the logo (drawn for a light background) sits on a light plate of its own in the dark scheme', () => {
    const dark = declarationsFor(stylesheet, '[data-color-scheme="dark"] .pn-brand__image');
    expect(dark).toHaveLength(1);
    expect(dark[0]).toMatch(/background-color:var\(--mui-palette-common-white\b/);
    expect(dark[0]).toMatch(/padding:\S+/);
  });

  it('the dark scheme draws the page dark: the plate is needed', () => {
    expect(stylesheet).toMatch(/\[data-color-scheme="dark"\]\{[^}]*--mui-palette-background-default:#10151d/);
  });
});
