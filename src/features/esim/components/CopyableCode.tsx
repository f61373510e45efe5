import { useId, useRef, useState } from 'react';
import { PlainButton } from '../../../components/plain/PlainButton';
import { esimInstallMessages as messages } from '../esimMessages';

type CopyState = 'idle' | 'copied' | 'refused';

/** Selects the element's text so the customer can copy it themselves when the clipboard is refused. */
function selectTextOf(element: HTMLElement | null): void {
  const selection = typeof window === 'undefined' ? null : window.getSelection();
  if (!element || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

interface CopyableCodeProps {
  label: string;
  /** Null when the activation string lacks this part: nothing to copy. */
  value: string | null;
}

/** One code to type on the phone (SM-DP+ address, activation code) with a copy button. */
export function CopyableCode({ label, value }: CopyableCodeProps) {
  const [state, setState] = useState<CopyState>('idle');
  const codeRef = useRef<HTMLElement>(null);
  const labelId = useId();

  async function copy() {
    if (!value) return;
    try {
      // The Clipboard API is missing on insecure pages and may be refused by the browser.
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('refused');
      selectTextOf(codeRef.current);
    }
  }

  return (
    <div role="group" aria-labelledby={labelId} className="esim-code">
      <h3 id={labelId} className="pn-body1 esim-code__label">
        {label}
      </h3>
      <div className="esim-code__row">
        {value ? (
          <code ref={codeRef} aria-labelledby={labelId} className="pn-body1 esim-code__value">
            {value}
          </code>
        ) : (
          <p className="pn-body1 pn-secondary">{messages.notInString}</p>
        )}
        {value && (
          // The name says what is copied and starts with the visible word; 'Copied' shows beside it.
          <PlainButton size="small" variant="outlined" onClick={() => void copy()} aria-label={messages.copyLabel(label)}>
            {messages.copy}
          </PlainButton>
        )}
      </div>
      {/* Announced politely: the button keeps focus and its new text alone might go unread. */}
      <p role="status" className={state === 'refused' ? 'pn-body2 esim-error-text' : 'pn-body2 pn-secondary'}>
        {state === 'copied' ? messages.copied : state === 'refused' ? messages.copyRefused : ''}
      </p>
    </div>
  );
}
