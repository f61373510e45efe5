import { useId } from 'react';
import { paymentMessages } from './paymentMessages';
import type { CardChoiceState } from './useCardChoice';

/** 'Save this card' under a new card's form, with what saving means. */
export function SaveCardChoice({ state, disabled }: { state: CardChoiceState; disabled: boolean }) {
  const saveHelpId = useId();
  return (
    <div>
      <label className="pn-checkbox">
        <input type="checkbox" checked={state.save} disabled={disabled} onChange={(event) => state.setSave(event.target.checked)} aria-describedby={saveHelpId} />
        <span className="pn-body1">{paymentMessages.saveCard}</span>
      </label>
      <p id={saveHelpId} className="pn-body2 pn-secondary">
        {paymentMessages.saveCardHelp}
      </p>
    </div>
  );
}
