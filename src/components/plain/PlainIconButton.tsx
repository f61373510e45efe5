import type { ButtonHTMLAttributes } from 'react';
import { PlainIcon } from '../icons/PlainIcon';
import { classNames } from './classNames';

export interface PlainIconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** What the button does, for screen readers (it shows only an icon). */
  label: string;
  /** A 24×24 icon path (see components/icons/paths). */
  icon: string;
  color?: 'default' | 'inherit';
  size?: 'small' | 'medium';
  /** Pulls the button into the end padding of its container, as MUI's edge="end". */
  edgeEnd?: boolean;
}

/** A round icon-only button drawn like MUI's IconButton. */
export function PlainIconButton({ label, icon, color = 'default', size = 'medium', edgeEnd = false, className, type = 'button', ...rest }: PlainIconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      className={classNames(
        'pn-icon-button',
        color === 'inherit' && 'pn-icon-button--inherit',
        size === 'small' && 'pn-icon-button--small',
        edgeEnd && 'pn-icon-button--edge-end',
        className,
      )}
    >
      <PlainIcon path={icon} />
    </button>
  );
}
