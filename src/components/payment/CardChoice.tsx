import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { cardExpiry, cardLabel } from './cardOnFileText';
import { paymentMessages } from './paymentMessages';
import type { CardChoiceState } from './useCardChoice';

interface CardChoiceProps {
  state: CardChoiceState;
  disabled: boolean;
  /** The card form, shown when a new card pays. */
  cardForm: ReactNode;
}

/** The card on file or a new card (issue 24), the card form, and 'Save this card'. */
export function CardChoice({ state, disabled, cardForm }: CardChoiceProps) {
  const legendId = useId();
  const saveHelpId = useId();
  const { cardOnFile } = state;
  return (
    <Stack spacing={2}>
      {cardOnFile && (
        <FormControl component="fieldset" disabled={disabled}>
          <FormLabel component="legend" id={legendId}>
            {paymentMessages.cardChoiceLegend}
          </FormLabel>
          <RadioGroup aria-labelledby={legendId} value={state.choice} onChange={(_event, value) => state.setChoice(value === 'new' ? 'new' : 'onFile')}>
            <FormControlLabel
              value="onFile"
              control={<Radio />}
              label={
                <span>
                  {paymentMessages.payWithCardOnFile(cardOnFile.last4)}
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    {cardLabel(cardOnFile)} · {cardExpiry(cardOnFile)}
                  </Typography>
                </span>
              }
            />
            <FormControlLabel value="new" control={<Radio />} label={paymentMessages.useNewCard} />
          </RadioGroup>
        </FormControl>
      )}
      {state.showsForm && cardForm}
      {state.offersSave && (
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
      )}
    </Stack>
  );
}
