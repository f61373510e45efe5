import AndroidIcon from '@mui/icons-material/Android';
import AppleIcon from '@mui/icons-material/Apple';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getConfig } from '../../../config/loadConfig';
import { AppDownloadQr } from '../components/AppDownloadQr';

const badgeSx = { bgcolor: 'common.black', color: 'common.white', textTransform: 'none', '&:hover': { bgcolor: 'grey.900' } } as const;

/** /subscribe_success (SPEC §2 Success page); default export for lazy loading. */
export default function SubscribeSuccessPage() {
  const { appStoreUrl, playStoreUrl, supportEmail } = getConfig();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 6 }, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        Thank you!
      </Typography>
      <Typography sx={{ mb: 3 }}>
        You will receive an email confirmation with setup instructions shortly.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="h2">Get the app</Typography>
          <Typography color="text.secondary">Scan the code with your phone, or use the store links.</Typography>
          <AppDownloadQr url={appStoreUrl} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button href={appStoreUrl} target="_blank" rel="noopener noreferrer" variant="contained" startIcon={<AppleIcon />} sx={badgeSx}>
              Download on the App Store
            </Button>
            <Button href={playStoreUrl} target="_blank" rel="noopener noreferrer" variant="contained" startIcon={<AndroidIcon />} sx={badgeSx}>
              Get it on Google Play
            </Button>
          </Stack>
        </Stack>
      </Paper>
      <Typography sx={{ mt: 3 }}>
        Questions? Contact us at <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>.
      </Typography>
    </Container>
  );
}
