import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useId, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { digitsOf } from '../../../lib/formatPhone';
import { OutlinedField } from '../../../components/forms/OutlinedField';

interface DigitBoxesProps {
  label: string;
  /** One entry per box: a digit or ''. */
  value: string[];
  onChange(value: string[]): void;
  onBlur?(): void;
  error?: string;
  /** Focus the first box on mount (when the customer comes back to it, not on page load). */
  autoFocus?: boolean;
}

/**
 * Single-digit boxes (the area code's three): digits only, typing moves to the next box,
 * Backspace in an empty box moves back, and pasting several digits fills the boxes from there.
 */
export function DigitBoxes({ label, value, onChange, onBlur, error, autoFocus = false }: DigitBoxesProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const id = useId();
  const errorId = `${id}-error`;

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(index, value.length - 1))];
    box?.focus();
    box?.select();
  };

  /** Writes digits into the boxes from `start`; returns the box after the last one written. */
  const fillFrom = (start: number, digits: string): number => {
    const next = [...value];
    let index = start;
    for (const digit of digits) {
      if (index >= next.length) break;
      next[index] = digit;
      index += 1;
    }
    onChange(next);
    return index;
  };

  const handleChange = (index: number, typed: string) => {
    const digits = digitsOf(typed);
    if (digits.length === 0) {
      onChange(value.map((d, i) => (i === index ? '' : d)));
      return;
    }
    // A digit typed into a filled box arrives next to the old one: the new one wins.
    const incoming = digits.length === 2 && value[index] !== '' && typed.includes(value[index]) ? typed.replace(value[index], '') : digits;
    focusBox(fillFrom(index, digitsOf(incoming)));
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && value[index] === '' && index > 0) {
      event.preventDefault();
      onChange(value.map((d, i) => (i === index - 1 ? '' : d)));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < value.length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = digitsOf(event.clipboardData.getData('text'));
    if (digits) focusBox(fillFrom(index, digits));
  };

  return (
    <Stack role="group" aria-labelledby={`${id}-label`} aria-describedby={error ? errorId : undefined} spacing={1}>
      <FormLabel id={`${id}-label`} error={Boolean(error)}>
        {label}
      </FormLabel>
      <Stack direction="row" spacing={1.5}>
        {value.map((digit, index) => (
          <OutlinedField
            key={index}
            fullWidth={false}
            value={digit}
            autoFocus={autoFocus && index === 0}
            onChange={(event) => handleChange(index, event.target.value)}
            onFocus={(event) => event.target.select()}
            onBlur={onBlur}
            error={Boolean(error)}
            inputRef={(element: HTMLInputElement | null) => {
              boxes.current[index] = element;
            }}
            inputProps={{
                'aria-label': `${label} digit ${index + 1}`,
                'aria-invalid': Boolean(error),
                'aria-describedby': error ? errorId : undefined,
                inputMode: 'numeric',
                autoComplete: 'off',
                onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => handleKeyDown(index, event),
                onPaste: (event: ClipboardEvent<HTMLInputElement>) => handlePaste(index, event),
                style: { textAlign: 'center', fontSize: '1.5rem', width: '2.5rem' },
            }}
          />
        ))}
      </Stack>
      {error && (
        <FormHelperText id={errorId} error role="alert">
          {error}
        </FormHelperText>
      )}
    </Stack>
  );
}
