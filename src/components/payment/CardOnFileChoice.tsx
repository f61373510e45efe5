import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { CardOnFile } from '../../contract/api';
import { cardExpiry, cardLabel } from './cardOnFileText';
import { paymentMessages } from './paymentMessages';
import type { CardChoiceState } from './useCardChoice';

/** 'Pay with card ending 4242' or 'Use a new card': shown only when a card is on file. */
export function CardOnFileChoice({ state, cardOnFile, disabled }: { state: CardChoiceState; cardOnFile: CardOnFile; disabled: boolean }) {
  const legendId = useId();
  return (
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
  );
}
