import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { chooseColorScheme, colorSchemeChoices, type ColorSchemeChoice as Choice } from '../../theme/colorScheme';
import { useColorSchemeChoice } from '../../theme/useColorScheme';
import { colorSchemeLabels } from './colorSchemeLabels';

/** The colour scheme as a radio group, for menus that are not MUI Menus (the dashboard's drawer). */
export function ColorSchemeChoice() {
  const choice = useColorSchemeChoice();
  const labelId = useId();
  return (
    <FormControl component="fieldset" sx={{ px: 2, py: 1 }}>
      <FormLabel id={labelId} component="legend">
        Theme
      </FormLabel>
      <RadioGroup aria-labelledby={labelId} value={choice} onChange={(_event, value) => chooseColorScheme(value as Choice)}>
        {colorSchemeChoices.map((option) => (
          <FormControlLabel key={option} value={option} control={<Radio size="small" />} label={colorSchemeLabels[option]} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
