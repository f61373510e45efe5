import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from '../classNames';

interface PageProps extends HTMLAttributes<HTMLElement> {
  /**
   * The page's width: 'sm', 'md' (the default) and 'lg' as MUI's Container of that maxWidth; 'column'
   * a single column of 640 px (a purchase: add credit, an eSIM).
   */
  width?: 'sm' | 'md' | 'lg' | 'column';
  children?: ReactNode;
}

/** A page's main content, centred at its width with the page's padding: the plain kit's MUI `Container`. */
export function Page({ width = 'md', className, children, ...rest }: PageProps) {
  return (
    <main className={classNames(width === 'column' ? 'pn-column' : 'pn-page', (width === 'sm' || width === 'lg') && `pn-page--${width}`, className)} {...rest}>
      {children}
    </main>
  );
}
