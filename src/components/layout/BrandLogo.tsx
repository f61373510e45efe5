import { getConfig } from '../../config/loadConfig';
import { ROUTER_BASENAME } from '../../lib/navigation';

/** Served from public/ (copied next to the bundle under /app). */
export const LOGO_IMAGE_URL = `${ROUTER_BASENAME}/logo.svg`;

/** The brand of config.js: a text logo in 'text' mode, the image logo in 'logo' mode (SPEC §1). */
export function BrandLogo() {
  const { brandName, brandMode } = getConfig();
  if (brandMode === 'logo') return <img className="pn-brand__image" src={LOGO_IMAGE_URL} alt={brandName} />;
  return <span className="pn-brand__text">{brandName}</span>;
}
