import { useId } from 'react';
import type { CardOnFile } from '../../contract/api';
import { cardExpiry, cardLabel } from './cardOnFileText';
import { paymentMessages } from './paymentMessages';
import type { CardChoiceState } from './useCardChoice';

/** 'Pay with card ending 4242' or 'Use a new card': shown only when a card is on file. */
export function CardOnFileChoice({ state, cardOnFile, disabled }: { state: CardChoiceState; cardOnFile: CardOnFile; disabled: boolean }) {
  const legendId = useId();
  const choose = (value: string) => state.setChoice(value === 'new' ? 'new' : 'onFile');
  return (
    <fieldset className="payment-choice" disabled={disabled}>
      <legend id={legendId} className="pn-body1 pn-secondary payment-choice__legend">
        {paymentMessages.cardChoiceLegend}
      </legend>
      <div role="radiogroup" aria-labelledby={legendId} className="pn-stack">
        <label className="pn-choice__label pn-body1 payment-choice__option">
          <input type="radio" name={legendId} value="onFile" checked={state.choice === 'onFile'} onChange={(event) => choose(event.target.value)} />
          <span>
            {paymentMessages.payWithCardOnFile(cardOnFile.last4)}
            <span className="pn-body2 pn-secondary payment-choice__detail">
              {cardLabel(cardOnFile)} · {cardExpiry(cardOnFile)}
            </span>
          </span>
        </label>
        <label className="pn-choice__label pn-body1 payment-choice__option">
          <input type="radio" name={legendId} value="new" checked={state.choice === 'new'} onChange={(event) => choose(event.target.value)} />
          {paymentMessages.useNewCard}
        </label>
      </div>
    </fieldset>
  );
}
