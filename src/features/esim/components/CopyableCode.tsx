import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
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
    <Box role="group" aria-labelledby={labelId} sx={{ display: 'grid', gap: 0.5 }}>
      <Typography id={labelId} component="h3" sx={{ fontWeight: 600, fontSize: '1rem' }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        {value ? (
          <Typography ref={codeRef} component="code" aria-labelledby={labelId} sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', userSelect: 'all' }}>
            {value}
          </Typography>
        ) : (
          <Typography color="text.secondary">{messages.notInString}</Typography>
        )}
        {value && (
          // The name says what is copied and starts with the visible word; 'Copied' shows beside it.
          <Button size="small" variant="outlined" onClick={() => void copy()} aria-label={messages.copyLabel(label)}>
            {messages.copy}
          </Button>
        )}
      </Box>
      {/* Announced politely: the button keeps focus and its new text alone might go unread. */}
      <Typography role="status" variant="body2" color={state === 'refused' ? 'error' : 'text.secondary'}>
        {state === 'copied' ? messages.copied : state === 'refused' ? messages.copyRefused : ''}
      </Typography>
    </Box>
  );
}
