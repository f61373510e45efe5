import { spaceSteps } from '../../components/plain/layout/space';
import type { PlainSheet } from './cssText';

/**
 * The layout components' classes (src/components/plain/layout: Stack, Spaced, Page): a stack's
 * direction and gap, a part's space above and below, one class per step of space. Last in the
 * sheet: a part's own rules (margin:0 of a heading) give way to the space its layout asks for.
 */
export const layoutCss: PlainSheet = (theme) => {
  const steps = spaceSteps
    .map((step) => {
      const name = String(step).replace('.', '_');
      const space = theme.spacing(step);
      return `.pn-gap-${name}{gap:${space}}.pn-mt-${name}{margin-top:${space}}.pn-mb-${name}{margin-bottom:${space}}`;
    })
    .join('\n');
  return `
.pn-stack--row{flex-direction:row}
.pn-stack--wrap{flex-wrap:wrap}
${steps}
`;
};
