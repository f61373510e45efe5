import type { FormHTMLAttributes, ReactNode } from 'react';
import { classNames } from '../classNames';
import { stepClass, type SpaceStep } from './space';

interface StackProps extends FormHTMLAttributes<HTMLElement> {
  /** The element drawn (a form's fields, a section, a list's rows); a div unless told. */
  as?: 'div' | 'section' | 'form' | 'main' | 'header' | 'footer';
  /** A column (the default) or a row. */
  direction?: 'column' | 'row';
  /** The space between the parts. */
  gap?: SpaceStep;
  /** A row's parts wrap onto more lines when they do not fit. */
  wrap?: boolean;
  /** Space above or below the stack (its margins). */
  above?: SpaceStep;
  below?: SpaceStep;
  children?: ReactNode;
}

/** Parts of a page one after the other, a column or a row, with a step of space between them: the plain kit's MUI `Stack`. */
export function Stack({ as: Element = 'div', direction = 'column', gap, wrap, above, below, className, children, ...rest }: StackProps) {
  return (
    <Element
      className={classNames('pn-stack', direction === 'row' && 'pn-stack--row', wrap && 'pn-stack--wrap', stepClass('gap', gap), stepClass('mt', above), stepClass('mb', below), className)}
      {...rest}
    >
      {children}
    </Element>
  );
}
