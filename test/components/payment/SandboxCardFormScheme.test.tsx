import Box from '@mui/material/Box';
import { render } from '@testing-library/react';
import { MuiTheme } from '../../../src/theme/MuiTheme';
import { fixedColours } from '../../theme/fixedColours';
import { renderCardForm } from './cardFormHarness';

describe('the sandbox card form follows the colour scheme', () => {
  it('draws every colour from the theme variables (public/color-scheme.js switches them), none fixed', () => {
    renderCardForm({ wrap: (ui) => <MuiTheme>{ui}</MuiTheme> });
    expect(document.querySelectorAll('input')).toHaveLength(3);
    expect(fixedColours()).toEqual([]);
  });

  it('the check reports a fixed colour', () => {
    render(
      <MuiTheme>
        <Box sx={{ color: '#123456' }}>Card number</Box>
      </MuiTheme>,
    );
    expect(fixedColours()).toEqual([expect.stringMatching(/color: (#123456|rgb\(18, 52, 86\))/)]);
  });
});
