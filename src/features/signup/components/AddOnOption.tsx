import { classNames } from '../../../components/plain/classNames';
import { ADD_ON } from '../planPricing';

interface AddOnOptionProps {
  checked: boolean;
  onToggle(checked: boolean): void;
}

/** SPEC §2: the 'Add-on' card, OUTBOUND CREDITS, $10 for 1000 credits, toggled on and off; a compact card, name and price on one line where they fit (styles: choiceCardsCss). */
export function AddOnOption({ checked, onToggle }: AddOnOptionProps) {
  return (
    <div className={classNames('pn-choice', checked && 'pn-choice--selected')}>
      <span className="pn-overline">Add-on</span>
      <div className="pn-choice__head">
        <label className="pn-choice__label">
          <input type="checkbox" checked={checked} onChange={(event) => onToggle(event.target.checked)} />
          <span className="pn-h6">{ADD_ON.name}</span>
        </label>
        <span className="pn-body1">
          ${ADD_ON.cents / 100} for {ADD_ON.credits} credits
        </span>
      </div>
      <p className="pn-body2 pn-secondary">Each credit is one text message or one minute of an outbound call.</p>
    </div>
  );
}
