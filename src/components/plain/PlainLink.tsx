import { Link, type LinkProps } from 'react-router-dom';
import { classNames } from './classNames';

interface PlainLinkProps extends LinkProps {
  /** 'body2' is the smaller text of secondary links. */
  variant?: 'inherit' | 'body2';
}

/** A router link drawn like MUI's Link (underlined in the primary colour). */
export function PlainLink({ variant = 'inherit', className, ...rest }: PlainLinkProps) {
  return <Link {...rest} className={classNames('pn-link', variant === 'body2' && 'pn-body2', className)} />;
}
