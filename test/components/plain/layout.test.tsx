import { render } from '@testing-library/react';
import { Page } from '../../../src/components/plain/layout/Page';
import { Spaced } from '../../../src/components/plain/layout/Spaced';
import { Stack } from '../../../src/components/plain/layout/Stack';
import { spaceSteps } from '../../../src/components/plain/layout/space';
import { themeStylesheet } from '../../../src/theme/themeStylesheet';
import { createAppTheme } from '../../../src/theme/theme';

const theme = createAppTheme();
const sheet = themeStylesheet(theme);
/** The declarations of `.name` in the prebuilt sheet. */
const ruleOf = (name: string) => new RegExp(`\\.${name}\\{([^}]*)\\}`).exec(sheet)?.[1];

describe('the layout components', () => {
  it.each(spaceSteps.map((step) => [step]))('step %s: the sheet has its gap, space above and below, at the theme spacing', (step) => {
    const name = String(step).replace('.', '_');
    expect(ruleOf(`pn-gap-${name}`)).toBe(`gap:${theme.spacing(step)}`);
    expect(ruleOf(`pn-mt-${name}`)).toBe(`margin-top:${theme.spacing(step)}`);
    expect(ruleOf(`pn-mb-${name}`)).toBe(`margin-bottom:${theme.spacing(step)}`);
  });

  it('Stack: a flex column, or a wrapping row, with its gap, as the element asked for', () => {
    const { container } = render(
      <>
        <Stack gap={1.5} aria-label="column">
          <span />
        </Stack>
        <Stack as="form" direction="row" wrap gap={1} aria-label="row" />
        <Stack above={1} below={3} />
      </>,
    );
    const [column, row, spaced] = [...container.children];
    expect(spaced.className).toBe('pn-stack pn-mt-1 pn-mb-3');
    expect(column.tagName).toBe('DIV');
    expect(column.className).toBe('pn-stack pn-gap-1_5');
    expect(row.tagName).toBe('FORM');
    expect(row.className).toBe('pn-stack pn-stack--row pn-stack--wrap pn-gap-1');
    expect(ruleOf('pn-stack')).toBe('display:flex;flex-direction:column');
    expect(ruleOf('pn-stack--row')).toBe('flex-direction:row');
  });

  it('Spaced: a block with space above and below, keeping its own classes', () => {
    const { container } = render(<Spaced above={2} below={0.5} className="pn-fields" />);
    expect(container.firstElementChild?.className).toBe('pn-mt-2 pn-mb-0_5 pn-fields');
    const { container: none } = render(<Spaced />);
    expect(none.firstElementChild?.className).toBe('');
  });

  it.each([
    [undefined, 'pn-page'],
    ['sm', 'pn-page pn-page--sm'],
    ['lg', 'pn-page pn-page--lg'],
    ['column', 'pn-column'],
  ] as const)('Page of width %s: a main of class %s', (width, className) => {
    const { container } = render(<Page width={width} />);
    expect(container.firstElementChild?.tagName).toBe('MAIN');
    expect(container.firstElementChild?.className).toBe(className);
  });
});
