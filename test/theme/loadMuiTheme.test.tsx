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

describe('loadMuiTheme, themed and themed parts', () => {
  it("puts a lazily loaded component inside the product's theme, with its props", async () => {
    const Themed = await themed(() => Promise.resolve(PrimaryColour));
    render(<Themed label="primary" />);
    expect(screen.getByText(`primary ${primary}`)).toBeInTheDocument();
  });

  it('a themed part renders inside the theme once it has loaded, a fallback meanwhile', async () => {
    const Lazy = lazyPart(() => Promise.resolve(PrimaryColour), { themed: true });
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
    expect(appTheme('light')).toBe(appTheme('light'));
    expect(appTheme('light').palette.primary.main).toBe(primary);
  });

  it("a component that fails to load fails the caller's load (its error element retries)", async () => {
    await expect(themed(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
  });

  it("a themed part's warm-up asks for its code only once the theme has loaded in its tasks (a fresh page: nothing of MUI evaluated yet)", async () => {
    await jest.isolateModulesAsync(async () => {
      const { lazyPart: freshLazyPart } = await import('../../src/components/staging/lazyParts');
      const load = jest.fn(() => Promise.resolve(PrimaryColour));
      const preloaded = freshLazyPart(load, { themed: true }).preload();
      // The theme's first step runs in a task of its own: the part is not asked for meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(load).not.toHaveBeenCalled();
      await preloaded;
      expect(load).toHaveBeenCalledTimes(1);
    });
  });
});
