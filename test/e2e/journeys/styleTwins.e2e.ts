// The style twins: each element of the plain kit drawn next to its MUI twin in Chromium,
// in both colour schemes, and their computed styles compared. Both kits read one theme (tokens.ts);
// a mismatch is fixed in the tokens or the plain stylesheet, never by loosening this test.
import { chromium, type Browser, type Page } from 'playwright-core';
import { renderToString } from 'react-dom/server';
import { createAppTheme } from '../../../src/theme/theme';
import { themeStylesheet } from '../../../src/theme/themeStylesheet';
import { chromiumPath } from '../support/paths';
import { twinGallery, twinParts, type TwinPart } from '../support/styleTwins';

/** The properties a customer sees: type, colours, shape. */
const compared = ['font-family', 'font-size', 'font-weight', 'line-height', 'letter-spacing', 'text-transform', 'color', 'background-color', 'border-top-left-radius', 'border-top-color', 'border-top-width'] as const;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: ['--no-sandbox'] });
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
});

afterAll(async () => {
  await browser?.close();
});

/** Each compared property of `part` in the MUI twin and in the plain one (named as MUI's). */
async function stylesOf(part: TwinPart) {
  const properties = [...(part.properties ?? compared)];
  return page.evaluate(
    ({ part, properties, plainProperties }) => {
      const read = (kit: 'mui' | 'plain', names: string[]) => {
        const box = `[data-twin="${part.twin}"][data-kit="${kit}"]`;
        // '*' is the box's own element (emotion writes MUI's <style> elements beside it).
        const element = document.querySelector(part[kit] === '*' ? `${box} > :not(style)` : `${box} ${part[kit]}`);
        if (!element) return null;
        const style = getComputedStyle(element);
        return Object.fromEntries(properties.map((property, index) => [property, style.getPropertyValue(names[index])]));
      };
      return { mui: read('mui', properties), plain: read('plain', plainProperties) };
    },
    { part, properties, plainProperties: [...(part.plainProperties ?? properties)] },
  );
}

describe.each(['light', 'dark'] as const)('the %s scheme', (scheme) => {
  beforeAll(async () => {
    // The stylesheet the build links (the theme's variables of both schemes, then the plain kit),
    // and the gallery of this scheme rendered as the server would: emotion writes MUI's styles
    // inline beside each part.
    const stylesheet = themeStylesheet(createAppTheme());
    const gallery = renderToString(twinGallery(scheme));
    await page.setContent(`<!doctype html><html lang="en" data-color-scheme="${scheme}"><head><meta charset="utf-8"><title>Style twins</title><style>${stylesheet}</style></head><body>${gallery}</body></html>`);
  });

  it('is the scheme the page is drawn in', async () => {
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe(scheme === 'light' ? 'rgb(245, 247, 251)' : 'rgb(16, 21, 29)');
  });

  it.each(twinParts.map((part) => [`${part.twin}: ${part.label}`, part] as const))('%s looks the same in both kits', async (_name, part) => {
    const { mui, plain } = await stylesOf(part);
    expect(mui).not.toBeNull();
    expect(plain).toEqual(mui);
  });
});
