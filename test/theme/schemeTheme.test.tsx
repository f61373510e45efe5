import { useTheme } from '@mui/material/styles';
import { act, render, screen } from '@testing-library/react';
import { COLOR_SCHEME_ATTRIBUTE, COLOR_SCHEME_CHANGE_EVENT, type ColorScheme } from '../../src/theme/colorScheme';
import { MuiTheme } from '../../src/theme/MuiTheme';
import { appTheme, createAppTheme } from '../../src/theme/theme';
import { themeOptions } from '../../src/theme/tokens';

/** Every value (not function) of `drawn`, each with its path. */
function valuesOf(drawn: object, at = ''): Array<[string, unknown]> {
  return Object.entries(drawn).flatMap(([key, value]: [string, unknown]): Array<[string, unknown]> => {
    if (typeof value === 'function') return [];
    if (value && typeof value === 'object') return valuesOf(value, `${at}${key}.`);
    return [[`${at}${key}`, value]];
  });
}

function valueAt(tree: object, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), tree);
}

function drawIn(scheme: ColorScheme) {
  act(() => {
    document.documentElement.setAttribute(COLOR_SCHEME_ATTRIBUTE, scheme);
    document.dispatchEvent(new Event(COLOR_SCHEME_CHANGE_EVENT));
  });
}

function PrimaryColour() {
  return <p>primary {useTheme().palette.primary.main}</p>;
}

afterEach(() => document.documentElement.removeAttribute(COLOR_SCHEME_ATTRIBUTE));

describe("the MUI parts' theme", () => {
  it.each(['light', 'dark'] as const)('in the %s scheme draws every colour the page’s variables hold for it (same tokens, same shades)', (scheme) => {
    const variables = createAppTheme().colorSchemes[scheme]?.palette;
    expect(variables).toBeDefined();
    const palette = valuesOf(appTheme(scheme).palette);
    expect(palette.length).toBeGreaterThan(40);
    for (const [path, value] of palette) expect([path, valueAt(variables ?? {}, path)]).toEqual([path, value]);
    expect(appTheme(scheme).palette.mode).toBe(scheme);
  });

  it('has the type scale, shape and shadows of the page’s variables', () => {
    const variables = createAppTheme();
    const light = appTheme('light');
    expect(light.typography.h1).toEqual(expect.objectContaining(themeOptions.typography.h1));
    expect(light.shape.borderRadius).toBe(variables.shape.borderRadius);
    expect(light.shadows).toEqual(variables.shadows);
    expect(light.spacing(1)).toBe('8px');
  });

  it('is made once per scheme', () => {
    expect(appTheme('dark')).toBe(appTheme('dark'));
    expect(appTheme('dark')).not.toBe(appTheme('light'));
  });

  it('follows the scheme the page is drawn in, as it changes', () => {
    drawIn('dark');
    render(
      <MuiTheme>
        <PrimaryColour />
      </MuiTheme>,
    );
    expect(screen.getByText(`primary ${themeOptions.colorSchemes.dark.palette.primary.main}`)).toBeInTheDocument();
    drawIn('light');
    expect(screen.getByText(`primary ${themeOptions.colorSchemes.light.palette.primary.main}`)).toBeInTheDocument();
  });
});
