import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { EsimRecord } from '../../../contract/api';
import { esimInstallMessages as messages } from '../esimMessages';
import { EsimInstallOptions } from './EsimInstallOptions';

const NOT_AVAILABLE = '-';

function createdOn(createdAt: string | null): string {
  if (!createdAt) return NOT_AVAILABLE;
  const date = dayjs(createdAt);
  return date.isValid() ? date.format('DD MMM YYYY') : NOT_AVAILABLE;
}

interface EsimActivationProps {
  esim: EsimRecord;
}

/**
 * The customer's eSIM: every way to install it (QR code, codes to paste, install link) and its
 * details. Once a phone has installed it (the record names the phone's IMEI) the card no longer
 * invites activation: it says where it is installed and keeps the codes behind a disclosure, for
 * installing it again.
 */
export function EsimActivation({ esim }: EsimActivationProps) {
  const installedOn = esim.imei || null;
  const installed = installedOn !== null;
  const [detailsShown, setDetailsShown] = useState(false);
  const details: [string, string][] = [
    ['IMEI', esim.imei || NOT_AVAILABLE],
    ['ICCID', esim.iccid || NOT_AVAILABLE],
    ['Created', createdOn(esim.createdAt)],
  ];
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: installed ? 1 : 2 }}>
          {installed ? messages.installedHeading : messages.activateHeading}
        </Typography>
        {installedOn !== null ? (
          <>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {messages.installedOn(installedOn)}
            </Typography>
            <Button variant="text" aria-expanded={detailsShown} aria-controls="esim-installation-details" onClick={() => setDetailsShown((shown) => !shown)}>
              {detailsShown ? messages.hideDetails : messages.showDetails}
            </Button>
            <Box id="esim-installation-details" hidden={!detailsShown} sx={{ mt: 2 }}>
              {detailsShown && <EsimInstallOptions textQrCode={esim.textQrCode} />}
            </Box>
          </>
        ) : (
          <EsimInstallOptions textQrCode={esim.textQrCode} />
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
          eSIM details
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1 }}>
          {details.map(([term, value]) => (
            <Box key={term} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ fontWeight: 600 }}>
                {term}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
    </Stack>
  );
}
