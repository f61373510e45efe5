import type { ColorSchemeChoice } from '../../theme/colorScheme';

/** How each colour scheme choice is named, in the header's menu and in the dashboard's drawer. */
export const colorSchemeLabels: Record<ColorSchemeChoice, string> = { system: 'System theme', light: 'Light theme', dark: 'Dark theme' };
