import { useEffect, useRef, type ButtonHTMLAttributes } from 'react';
import { claimEarlySubmit } from '../../lib/prerender/earlySubmit';
import { PlainIcon } from '../icons/PlainIcon';
import { classNames } from './classNames';
import { useHydrated } from './useHydrated';

export interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'contained' | 'outlined' | 'text';
  size?: 'small' | 'medium' | 'large';
  /** 'inherit' takes the colour of its surroundings (the header's buttons); 'error' for what ends or removes something. */
  color?: 'primary' | 'inherit' | 'error';
  /** A 24×24 icon path (see components/icons/paths) drawn before the label. */
  startIcon?: string;
  /** Busy: a spinner over the label, which stays for screen readers; not clickable meanwhile. */
  loading?: boolean;
}

/**
 * A button drawn like MUI's Button by the plain stylesheet, for screens of the first paint. Until
 * the page hydrates, a submit button submits with method "dialog" (`formmethod`), which outside a
 * <dialog> does nothing: a form submitted by the browser itself (a GET) would put the password
 * into the address and the server's log. Enter submits through the same button. It looks and
 * reads the same meanwhile (disabling it would flash its colours as the page hydrates). A press
 * meanwhile is not lost: public/early-submit.js remembers it, and once hydrated the button
 * submits its form (the fields' values are the form's by then: FormField adopts them at mount).
 */
export function PlainButton({
  variant = 'text',
  size = 'medium',
  color = 'primary',
  startIcon,
  loading = false,
  className,
  type = 'button',
  disabled,
  children,
  ...rest
}: PlainButtonProps) {
  const hydrated = useHydrated();
  const waitingForScript = type === 'submit' && !hydrated;
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = button.current;
    if (hydrated && element?.type === 'submit' && claimEarlySubmit(element)) element.form?.requestSubmit(element);
  }, [hydrated]);
  return (
    <button
      {...rest}
      ref={button}
      type={type}
      formMethod={waitingForScript ? 'dialog' : rest.formMethod}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={classNames(
        'pn-button',
        variant !== 'text' && `pn-button--${variant}`,
        size !== 'medium' && `pn-button--${size}`,
        color !== 'primary' && `pn-button--${color}`,
        loading && 'pn-button--loading',
        className,
      )}
    >
      {loading ? (
        <span className="pn-button__progress pn-spinner" aria-hidden="true">
          <svg viewBox="22 22 44 44" width="16" height="16">
            <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
          </svg>
        </span>
      ) : null}
      {startIcon ? (
        <span className="pn-button__icon">
          <PlainIcon path={startIcon} />
        </span>
      ) : null}
      {children}
    </button>
  );
}
