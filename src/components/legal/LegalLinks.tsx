import type { ReactNode } from 'react';
import { getConfig } from '../../config/loadConfig';

/** A link to a page config.js names, in a new tab; the bare words when the backend has no such page. */
function PageLink({ url, children }: { url: string; children: ReactNode }) {
  if (url === '') return <>{children}</>;
  return (
    <a className="pn-link" href={url} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * The Terms and Privacy pages, in a new tab: what was typed into the form beside them stays where
 * it was. A backend without them (config.js names none) gets the words without links, never a
 * link to a missing page.
 */
export function LegalLinks({ lead = 'Read the' }: { lead?: string }) {
  const { termsUrl, privacyUrl } = getConfig();
  return (
    <p className="pn-body2 pn-secondary">
      {lead} <PageLink url={termsUrl}>terms &amp; conditions</PageLink> and the <PageLink url={privacyUrl}>privacy policy</PageLink>
      {termsUrl !== '' || privacyUrl !== '' ? ' (new tab).' : '.'}
    </p>
  );
}
