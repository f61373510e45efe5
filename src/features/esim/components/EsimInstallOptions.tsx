import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { esimInstallRouteOf, type EsimInstallRoute } from '../../../lib/mobilePlatform';
import { esimInstallMessages as messages } from '../esimMessages';
import { appleEsimSetupLink, parseLpaString } from '../lpaString';
import { CopyableCode } from './CopyableCode';
import { EsimQrCode } from './EsimQrCode';

function stepsOf(route: EsimInstallRoute): readonly string[] {
  if (route === 'ios-link' || route === 'ios-manual') return messages.iphoneSteps;
  if (route === 'android-manual') return messages.androidSteps;
  return messages.desktopSteps;
}

interface EsimInstallOptionsProps {
  /** The eSIM's LPA activation string; null when the server has none. */
  textQrCode: string | null;
}

/**
 * Every way to install the eSIM from here: the QR code for another screen, the SM-DP+ address
 * and activation code to paste on this phone, Apple's install link on iOS 17.4 or later, and the
 * steps for the platform the page runs on.
 */
export function EsimInstallOptions({ textQrCode }: EsimInstallOptionsProps) {
  const route = useMemo(() => esimInstallRouteOf(), []);
  const { smdpAddress, activationCode } = parseLpaString(textQrCode);
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}>
        <EsimQrCode text={textQrCode} />
        <Box component="ol" sx={{ m: 0, pl: 3, alignSelf: 'stretch' }} aria-label={messages.stepsLabel}>
          {stepsOf(route).map((step) => (
            <Typography component="li" key={step} sx={{ mb: 1 }}>
              {step}
            </Typography>
          ))}
        </Box>
      </Stack>
      {route === 'ios-link' && textQrCode && (
        <Box>
          <Button variant="contained" href={appleEsimSetupLink(textQrCode)} rel="noopener noreferrer">
            {messages.installOnIphone}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {messages.installOnIphoneNote}
          </Typography>
        </Box>
      )}
      {textQrCode && (
        <Stack spacing={2}>
          <CopyableCode label={messages.smdpAddress} value={smdpAddress} />
          <CopyableCode label={messages.activationCode} value={activationCode} />
        </Stack>
      )}
      {route === 'android-manual' && textQrCode && <Typography color="text.secondary">{messages.androidNoLink}</Typography>}
    </Stack>
  );
}
