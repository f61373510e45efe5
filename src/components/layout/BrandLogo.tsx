import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { getConfig } from '../../config/loadConfig';
import { ROUTER_BASENAME } from '../../lib/navigation';

/** Served from public/ (copied next to the bundle under /app). */
export const LOGO_IMAGE_URL = `${ROUTER_BASENAME}/logo.svg`;

/** The brand of config.js: a text logo in 'text' mode, the image logo in 'logo' mode (SPEC §1). */
export function BrandLogo() {
  const { brandName, brandMode } = getConfig();
  if (brandMode === 'logo') {
    return <Box component="img" src={LOGO_IMAGE_URL} alt={brandName} sx={{ height: 32, display: 'block' }} />;
  }
  return (
    <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.25rem', letterSpacing: '0.08em' }}>
      {brandName}
    </Typography>
  );
}
