import { useTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { themeOptions } from '../../src/theme/tokens';

const primary = themeOptions.colorSchemes.light.palette.primary.main;
import { lazyPart } from '../../src/components/staging/lazyParts';
import { loadMuiTheme, themed } from '../../src/theme/loadMuiTheme';
import { appTheme } from '../../src/theme/theme';

function PrimaryColour({ label }: { label: string }) {
  return <p>{`${label} ${useTheme().palette.primary.main}`}</p>;
}

describe('loadMuiTheme and themed', () => {
  it("puts a lazily loaded component inside the product's theme, with its props", async () => {
    const Themed = await themed(() => Promise.resolve(PrimaryColour));
    render(<Themed label="primary" />);
    expect(screen.getByText(`primary ${primary}`)).toBeInTheDocument();
  });

  it('a lazy part loaded through themed renders inside the theme once it has loaded, a fallback meanwhile', async () => {
    const Lazy = lazyPart(() => themed(() => Promise.resolve(PrimaryColour)));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy label="lazy" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText(`lazy ${primary}`)).toBeInTheDocument();
  });

  it('makes the theme once, however many parts load it', async () => {
    const [first, second] = await Promise.all([loadMuiTheme(), loadMuiTheme()]);
    expect(first).toBe(second);
    expect(appTheme()).toBe(appTheme());
    expect(appTheme().palette.primary.main).toBe(primary);
  });

  it("a component that fails to load fails the caller's load (its error element retries)", async () => {
    await expect(themed(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
  });

  it('preloadAfterTheme asks for a widget only once the theme has loaded in its tasks (a fresh page: nothing of MUI evaluated yet)', async () => {
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('../../src/theme/loadMuiTheme');
      const widget = { preload: jest.fn(() => Promise.resolve('loaded')) };
      const preloaded = fresh.preloadAfterTheme(widget);
      // The theme's first step runs in a task of its own: the widget is not asked for meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(widget.preload).not.toHaveBeenCalled();
      await expect(preloaded).resolves.toBe('loaded');
      expect(widget.preload).toHaveBeenCalledTimes(1);
    });
  });
});
