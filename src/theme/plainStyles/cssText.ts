import type { Theme } from '@mui/material/styles';

/** A stylesheet of the plain kit, written from the theme: its values are the theme's CSS variables. */
export type PlainSheet = (theme: Theme) => string;

type Declarations = { [property: string]: string | number | undefined | Declarations };

const kebab = (property: string) => (property.startsWith('--') ? property : property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`));

/** CSS-in-JS objects (MUI's generated style sheets, a typography variant) as CSS text. */
export function cssText(rules: Declarations): string {
  return Object.entries(rules)
    .map(([key, value]) => {
      if (value === undefined) return '';
      if (typeof value === 'object') return `${key}{${cssText(value)}}`;
      return `${kebab(key)}:${value};`;
    })
    .join('');
}

/** The theme's typography variants MUI's Typography draws; the plain kit has a `.pn-<variant>` class of each. */
export const typographyVariants = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'subtitle1', 'subtitle2', 'body1', 'body2', 'button', 'caption', 'overline'] as const;

export type TypographyVariant = (typeof typographyVariants)[number];

/** One variant of the theme's type scale (family, weight, size, line height, spacing, case) as declarations. */
export function typeOf(theme: Theme, variant: TypographyVariant): string {
  return cssText(theme.typography[variant] as Declarations);
}

/** The selector of the dark scheme's scope (`[data-color-scheme="dark"]`), from the theme. */
export const darkScheme = (theme: Theme): string => theme.getColorSchemeSelector('dark').replace(/\s*&$/, '');
