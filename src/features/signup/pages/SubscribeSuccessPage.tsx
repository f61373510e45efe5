import { MuiIcon } from '../../../components/icons/MuiIcon';
import { androidPath } from '../../../components/icons/paths/android';
import { applePath } from '../../../components/icons/paths/apple';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getConfig } from '../../../config/loadConfig';
import { mobilePlatformOf } from '../../../lib/mobilePlatform';
import { QrCodeImage } from '../../../components/qr/QrCodeImage';
import { PurchaseSummary } from '../components/PurchaseSummary';
import { NumberStatusNote } from '../../../components/numberStatus/NumberStatusNote';
import { useNumberStatus } from '../../../components/numberStatus/useNumberStatus';

/** Store badges keep their one-line label at every width. */
const badgeSx = {
  bgcolor: 'common.black',
  color: 'common.white',
  textTransform: 'none',
  whiteSpace: 'nowrap',
  '&:hover': { bgcolor: 'grey.900' },
} as const;

/**
 * /subscribe_success (SPEC §2 Success page); default export for lazy loading. On a phone a QR
 * code would have to be scanned by the phone showing it: the page says to tap the store link
 * (its own store's first) and keeps the code, as SPEC §2 lists it, for another device.
 */
export default function SubscribeSuccessPage() {
  const { appStoreUrl, playStoreUrl, supportEmail } = getConfig();
  const platform = mobilePlatformOf();
  // A number being transferred is not presented as working: the same reading as the dashboard's.
  const numberStatus = useNumberStatus();
  const appStore = (
    <Button key="ios" href={appStoreUrl} target="_blank" rel="noopener noreferrer" variant="contained" startIcon={<MuiIcon path={applePath} />} sx={badgeSx}>
      Download on the App Store
    </Button>
  );
  const playStore = (
    <Button key="android" href={playStoreUrl} target="_blank" rel="noopener noreferrer" variant="contained" startIcon={<MuiIcon path={androidPath} />} sx={badgeSx}>
      Get it on Google Play
    </Button>
  );
  const badges = platform === 'android' ? [playStore, appStore] : [appStore, playStore];
  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 3, sm: 6 }, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        Thank you!
      </Typography>
      <Typography sx={{ mb: 3 }}>
        You will receive an email confirmation with setup instructions shortly.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <PurchaseSummary />
        <div role="status">
          <NumberStatusNote status={numberStatus} confirmFiling />
        </div>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="h2">Get the app</Typography>
          {platform ? (
            <>
              <Typography color="text.secondary">Tap the store link to install the app on this phone.</Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {badges}
              </Stack>
              <Typography variant="body2" color="text.secondary">
                Installing on another device? Scan this code with it.
              </Typography>
              <QrCodeImage text={appStoreUrl} alt="QR code: scan to download the app" />
            </>
          ) : (
            <>
              <Typography color="text.secondary">Scan the code with your phone, or use the store links.</Typography>
              <QrCodeImage text={appStoreUrl} alt="QR code: scan to download the app" />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
                {badges}
              </Stack>
            </>
          )}
        </Stack>
      </Paper>
      <Typography sx={{ mt: 3 }}>
        Questions? Contact us at <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>.
      </Typography>
    </Container>
  );
}
