import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from '../classNames';
import { stepClass, type SpaceStep } from './space';

interface SpacedProps extends HTMLAttributes<HTMLDivElement> {
  /** Space above the part (its top margin). */
  above?: SpaceStep;
  /** Space below the part (its bottom margin). */
  below?: SpaceStep;
  children?: ReactNode;
}

/**
 * A block with space above or below it, where its neighbours are not parts of one Stack (a
 * paragraph under a heading, a button under a form's message): the plain kit's MUI `<Box mt>`.
 */
export function Spaced({ above, below, className, children, ...rest }: SpacedProps) {
  return (
    <div className={classNames(stepClass('mt', above), stepClass('mb', below), className)} {...rest}>
      {children}
    </div>
  );
}
