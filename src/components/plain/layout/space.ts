/**
 * The steps of space between parts of a page: multiples of the theme's spacing unit (8 px), as
 * MUI's `gap={1.5}` or `mt={2}`. The prebuilt sheet has a class of each (layoutCss), so a layout
 * costs no style at run time.
 */
export const spaceSteps = [0.5, 1, 1.5, 2, 2.5, 3] as const;

export type SpaceStep = (typeof spaceSteps)[number];

/** A step as written in a class name: 1.5 → '1_5'. */
export const stepClass = (prefix: 'gap' | 'mt' | 'mb', step: SpaceStep | undefined): string | undefined =>
  step === undefined ? undefined : `pn-${prefix}-${String(step).replace('.', '_')}`;
