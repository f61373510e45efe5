import { getConfig } from '../../config/loadConfig';

/** The server's Terms and Privacy pages (plain pages of the product, their text configured there). */
export function legalPageUrl(page: 'terms' | 'privacy'): string {
  return `${getConfig().apiBaseUrl.replace(/\/$/, '')}/legal/${page}`;
}

/**
 * Links to the Terms and Privacy pages, in a new tab: what was typed into the form beside them
 * stays where it was.
 */
export function LegalLinks({ lead = 'Read the' }: { lead?: string }) {
  return (
    <p className="pn-body2 pn-secondary">
      {lead}{' '}
      <a className="pn-link" href={legalPageUrl('terms')} target="_blank" rel="noopener noreferrer">
        terms &amp; conditions
      </a>{' '}
      and the{' '}
      <a className="pn-link" href={legalPageUrl('privacy')} target="_blank" rel="noopener noreferrer">
        privacy policy
      </a>{' '}
      (new tab).
    </p>
  );
}
