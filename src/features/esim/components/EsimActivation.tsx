import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { EsimRecord } from '../../../contract/api';
import { EsimQrCode } from './EsimQrCode';

const NOT_AVAILABLE = '-';

const installSteps = ['Open Settings on your phone.', 'Go to Cellular > Add eSIM.', 'Scan this QR code.'];

function createdOn(createdAt: string | null): string {
  if (!createdAt) return NOT_AVAILABLE;
  const date = dayjs(createdAt);
  return date.isValid() ? date.format('DD MMM YYYY') : NOT_AVAILABLE;
}

interface EsimActivationProps {
  esim: EsimRecord;
}

/**
 * The customer's eSIM: its activation QR with the steps to scan it, and its details. Once a phone
 * has installed it (the record names the phone's IMEI) the card says so instead of asking to
 * activate it, and keeps the code for installing it again.
 */
export function EsimActivation({ esim }: EsimActivationProps) {
  const installed = Boolean(esim.imei);
  const details: [string, string][] = [
    ['IMEI', esim.imei || NOT_AVAILABLE],
    ['ICCID', esim.iccid || NOT_AVAILABLE],
    ['Created', createdOn(esim.createdAt)],
  ];
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: installed ? 1 : 2 }}>
          {installed ? 'Your eSIM is installed' : 'Activate your eSIM'}
        </Typography>
        {installed && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            It is on the phone with IMEI {esim.imei}. To install it on another phone, scan this code there.
          </Typography>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}>
          <EsimQrCode text={esim.textQrCode} />
          <Box component="ol" sx={{ m: 0, pl: 3 }} aria-label="How to install the eSIM">
            {installSteps.map((step) => (
              <Typography component="li" key={step} sx={{ mb: 1 }}>
                {step}
              </Typography>
            ))}
          </Box>
        </Stack>
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
