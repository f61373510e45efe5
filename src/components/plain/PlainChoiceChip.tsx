import type { ButtonHTMLAttributes } from 'react';
import { classNames } from './classNames';

export interface PlainChoiceChipProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-pressed'> {
  label: string;
  /** The chip chosen (filled, and pressed for screen readers). */
  chosen: boolean;
}

/** One of a group of choices, drawn as MUI's clickable Chip: outlined, or filled when chosen. */
export function PlainChoiceChip({ label, chosen, className, type = 'button', ...rest }: PlainChoiceChipProps) {
  return (
    <button {...rest} type={type} aria-pressed={chosen} className={classNames('pn-choice-chip', chosen && 'pn-choice-chip--chosen', className)}>
      <span>{label}</span>
    </button>
  );
}
