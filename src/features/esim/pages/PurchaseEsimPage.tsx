import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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

export const purchaseEsimMessages = {
  noPlan: 'No E-SIM plan selected',
  noRefund: 'The activation fee is charged once and is not refundable.',
} as const;

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
            {purchaseEsimMessages.noRefund}
          </Typography>
          <Link component={RouterLink} to={paths.dashboard.esim}>
            Back to eSIM
          </Link>
        </Stack>
      ) : (
        // Opened without a plan (typed in, or reloaded after the state was lost): the way back is
        // the one thing to do, so it is a button rather than a link at the bottom.
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
            {purchaseEsimMessages.noPlan}
          </Alert>
          <Button component={RouterLink} to={paths.dashboard.esim} variant="contained">
            Back to eSIM
          </Button>
        </Stack>
      )}
    </Box>
  );
}
