import { useState, type KeyboardEvent } from 'react';
import { formatCalendarDay, parseDay } from '../../../contract/dateFormat';
import { PlainField } from '../../../components/plain/PlainField';
import { callMessages } from '../callMessages';

interface DayFieldProps {
  label: string;
  /** The chosen day, 'YYYY-MM-DD', or null. */
  value: string | null;
  /** The first and last days allowed ('YYYY-MM-DD'): the other end of the range. */
  min?: string | null;
  max?: string | null;
  onChange: (day: string | null) => void;
}

/** Why `day` cannot be chosen, or null when it can. */
function rangeError(day: string, min: string | null | undefined, max: string | null | undefined): string | null {
  if (max && day > max) return callMessages.dayAfter(formatCalendarDay(max) ?? max);
  if (min && day < min) return callMessages.dayBefore(formatCalendarDay(min) ?? min);
  return null;
}

/** The day `steps` days from `day` ('YYYY-MM-DD'). */
function dayStepped(day: string, steps: number): string | null {
  const [year, month, date] = day.split('-').map(Number);
  return parseDay(new Date(Date.UTC(year, month - 1, date + steps, 12)).toISOString().slice(0, 10));
}

/**
 * A day typed in the product's date style ('28 Nov 2026'; '5 nov 2026' and '2026-11-05' are read
 * too), so that the field reads like the list beside it: a native date picker shows mm/dd/yyyy in
 * a US browser. A readable day filters at once; anything else stays as typed, with a message.
 * Up and Down step a day.
 */
export function DayField({ label, value, min, max, onChange }: DayFieldProps) {
  const shown = value ? (formatCalendarDay(value) ?? '') : '';
  const [text, setText] = useState(shown);
  const [settled, setSettled] = useState(value);
  const [touched, setTouched] = useState(false);
  // A change from outside (clearing the filters, the URL): the field shows it.
  if (settled !== value) {
    setSettled(value);
    if (parseDay(text) !== value) setText(shown);
  }

  const typed = text.trim();
  const day = typed === '' ? null : parseDay(typed);
  const error = typed === '' ? null : day === null ? callMessages.unreadableDay : rangeError(day, min, max);

  const take = (next: string) => {
    setText(next);
    const nextDay = next.trim() === '' ? null : parseDay(next);
    if (next.trim() === '') onChange(null);
    else if (nextDay !== null && rangeError(nextDay, min, max) === null) onChange(nextDay);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    const from = day ?? value;
    if (!from) return;
    const next = dayStepped(from, event.key === 'ArrowUp' ? 1 : -1);
    if (!next || rangeError(next, min, max) !== null) return;
    event.preventDefault();
    setTouched(true);
    take(formatCalendarDay(next) ?? next);
  };

  return (
    <PlainField
      className="calls-day"
      label={label}
      size="small"
      shrink
      autoComplete="off"
      spellCheck={false}
      placeholder={callMessages.dayPlaceholder}
      value={text}
      error={touched && error !== null}
      helperText={touched && error !== null ? error : undefined}
      onChange={(event) => take(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => {
        setTouched(true);
        // A day typed loosely ('5 nov 2026') is shown as the list writes it.
        if (day !== null && error === null) setText(formatCalendarDay(day) ?? text);
      }}
    />
  );
}
