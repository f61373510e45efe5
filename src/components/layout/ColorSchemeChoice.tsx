import { useId } from 'react';
import { chooseColorScheme, colorSchemeChoices, type ColorSchemeChoice as Choice } from '../../theme/colorScheme';
import { useColorSchemeChoice } from '../../theme/useColorScheme';
import { colorSchemeLabels } from './colorSchemeLabels';

/**
 * The colour scheme as a radio group, for menus that are not MUI Menus (the dashboard's drawer).
 * Native radios sharing one name: the arrow keys move between them as in any radio group.
 */
export function ColorSchemeChoice() {
  const choice = useColorSchemeChoice();
  const labelId = useId();
  return (
    <fieldset className="pn-radio-group">
      <legend id={labelId} className="pn-radio-group__legend pn-body1 pn-secondary">
        Theme
      </legend>
      <div role="radiogroup" aria-labelledby={labelId} className="pn-stack">
        {colorSchemeChoices.map((option) => (
          <label key={option} className="pn-choice__label pn-body1">
            <input
              type="radio"
              name={labelId}
              value={option}
              checked={option === choice}
              onChange={(event) => chooseColorScheme(event.target.value as Choice)}
            />
            {colorSchemeLabels[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
