import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { purchaseEsimStateFrom } from '../../../lib/routeState';
import { EsimPayment } from '../components/EsimPayment';
import { EsimPlanCard } from '../components/EsimPlanCard';

/** SPEC §9: every eSIM comes with 40 MB of cellular data. */
export const INCLUDED_DATA_MB = 40;

function BackToEsim() {
  return (
    <Link component={RouterLink} to={paths.dashboard.esim}>
      Back to eSIM
    </Link>
  );
}

/** /purchase-esim (SPEC §2 Purchase-esim page): pays for the plan chosen on the eSIM page. */
export default function PurchaseEsimPage() {
  const purchase = purchaseEsimStateFrom(useLocation().state);

  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', p: { xs: 2, sm: 4 } }}>
      <Typography variant="h1" gutterBottom>
        Purchase eSIM
      </Typography>
      {purchase ? (
        <Stack spacing={3}>
          <EsimPlanCard price={purchase.selectedPlan.price}>
            <Typography component="li">Includes {INCLUDED_DATA_MB} MB of cellular data</Typography>
          </EsimPlanCard>
          <EsimPayment {...purchase} />
          <Typography variant="body2" color="text.secondary">
            The activation fee is charged once and is not refundable.
          </Typography>
          <BackToEsim />
        </Stack>
      ) : (
        <Stack spacing={2}>
          <Alert severity="error">No E-SIM plan selected</Alert>
          <BackToEsim />
        </Stack>
      )}
    </Box>
  );
}
