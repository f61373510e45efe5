import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { paymentMessages } from './paymentMessages';
import type { CardChoiceState } from './useCardChoice';

/** 'Save this card' under a new card's form, with what saving means. */
export function SaveCardChoice({ state, disabled }: { state: CardChoiceState; disabled: boolean }) {
  const saveHelpId = useId();
  return (
    <div>
      <FormControlLabel
        disabled={disabled}
        control={<Checkbox checked={state.save} onChange={(event) => state.setSave(event.target.checked)} slotProps={{ input: { 'aria-describedby': saveHelpId } }} />}
        label={paymentMessages.saveCard}
      />
      <Typography id={saveHelpId} variant="body2" color="text.secondary">
        {paymentMessages.saveCardHelp}
      </Typography>
    </div>
  );
}
