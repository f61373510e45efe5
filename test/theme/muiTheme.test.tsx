import { useTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { lazyPage } from '../../src/app/routing/lazyPage';
import { themeOptions } from '../../src/theme/tokens';

const primary = themeOptions.colorSchemes.light.palette.primary.main;

function PrimaryColour() {
  return <p>primary {useTheme().palette.primary.main}</p>;
}

const load = () => Promise.resolve({ default: PrimaryColour });

describe('MUI theme per page', () => {
  it("a page built with MUI gets the product's theme with its own chunk", async () => {
    const Page = lazyPage(load);
    render(<Page />);
    expect(await screen.findByText(`primary ${primary}`)).toBeInTheDocument();
  });

  it('a plain page (the sign-in page) is rendered without it: no MUI theme code on the first paint', async () => {
    const Page = lazyPage(load, { plain: true });
    render(<Page />);
    // MUI's default theme, not ours: nothing put MuiTheme around the page.
    expect(await screen.findByText('primary #1976d2')).toBeInTheDocument();
  });
});
