import type { ButtonHTMLAttributes } from 'react';
import { PlainIcon } from '../icons/PlainIcon';
import { classNames } from './classNames';

export interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'contained' | 'outlined' | 'text';
  size?: 'small' | 'medium' | 'large';
  /** 'inherit' takes the colour of its surroundings (the header's buttons). */
  color?: 'primary' | 'inherit';
  /** A 24×24 icon path (see iconPaths) drawn before the label. */
  startIcon?: string;
}

/** A button drawn like MUI's Button by the plain stylesheet, for screens of the first paint. */
export function PlainButton({ variant = 'text', size = 'medium', color = 'primary', startIcon, className, type = 'button', children, ...rest }: PlainButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={classNames(
        'pn-button',
        variant !== 'text' && `pn-button--${variant}`,
        size !== 'medium' && `pn-button--${size}`,
        color === 'inherit' && 'pn-button--inherit',
        className,
      )}
    >
      {startIcon ? (
        <span className="pn-button__icon">
          <PlainIcon path={startIcon} />
        </span>
      ) : null}
      {children}
    </button>
  );
}
