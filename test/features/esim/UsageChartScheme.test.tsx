import { act, render } from '@testing-library/react';
import UsageChart from '../../../src/features/esim/components/UsageChart';
import { COLOR_SCHEME_ATTRIBUTE, COLOR_SCHEME_CHANGE_EVENT } from '../../../src/theme/colorScheme';
import { MuiTheme } from '../../../src/theme/MuiTheme';
import { schemePalette } from '../../../src/theme/schemePalette';

/** The fill of each drawn slice of the half ring (download, upload). */
const sliceFills = (container: HTMLElement) => [...container.querySelectorAll('path[fill]')].map((path) => path.getAttribute('fill')).filter((fill) => fill && fill !== 'none');

describe('the usage chart follows the colour scheme', () => {
  afterEach(() => document.documentElement.removeAttribute(COLOR_SCHEME_ATTRIBUTE));

  it("draws download and upload in the scheme's primary and secondary colours, and again when the scheme changes", () => {
    const { container } = render(
      <MuiTheme>
        <UsageChart downlinkMb={300} uplinkMb={100} />
      </MuiTheme>,
    );
    const light = schemePalette('light');
    expect(sliceFills(container)).toEqual([light.primary.main, light.secondary.main]);

    act(() => {
      document.documentElement.setAttribute(COLOR_SCHEME_ATTRIBUTE, 'dark');
      document.dispatchEvent(new Event(COLOR_SCHEME_CHANGE_EVENT));
    });
    const dark = schemePalette('dark');
    expect(dark.primary.main).not.toBe(light.primary.main);
    expect(sliceFills(container)).toEqual([dark.primary.main, dark.secondary.main]);
  });
});
