import type { Appearance, StripeElementStyle } from '@stripe/stripe-js';
import type { ColorScheme } from '../../../theme/colorScheme';
import { schemePalette } from '../../../theme/schemePalette';
import { appTheme } from '../../../theme/theme';

/**
 * Stripe draws its fields in frames of its own, out of reach of the page's CSS variables: they get
 * the theme's values for the scheme in use, given again when the scheme changes.
 */
export function stripeAppearance(scheme: ColorScheme): Appearance {
  const palette = schemePalette(scheme);
  const { typography, shape } = appTheme(scheme);
  return {
    theme: scheme === 'dark' ? 'night' : 'stripe',
    variables: {
      colorPrimary: palette.primary.main,
      colorBackground: palette.background.paper,
      colorText: palette.text.primary,
      colorTextSecondary: palette.text.secondary,
      colorTextPlaceholder: palette.text.secondary,
      colorDanger: palette.error.main,
      fontFamily: typography.fontFamily,
      borderRadius: `${shape.borderRadius}px`,
    },
  };
}

/** The split card fields (card number, expiry, CVC) read `style`, not the appearance. */
export function stripeCardStyle(scheme: ColorScheme): StripeElementStyle {
  const palette = schemePalette(scheme);
  const { typography } = appTheme(scheme);
  return {
    base: {
      color: palette.text.primary,
      iconColor: palette.text.secondary,
      fontFamily: typography.fontFamily,
      fontSize: '16px',
      '::placeholder': { color: palette.text.secondary },
      ':disabled': { color: palette.text.disabled },
    },
    invalid: { color: palette.error.main, iconColor: palette.error.main },
  };
}
