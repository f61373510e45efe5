import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { useNotify } from '../../../components/feedback/useNotify';
import { usePaymentLayoutReady } from '../../../components/payment/usePaymentLayoutReady';
import { paths } from '../../../config/paths';
import { purchaseEsimStateFrom, type PurchaseEsimState } from '../../../lib/routeState';
import { EsimPayment } from '../components/EsimPayment';
import { EsimPlanCard } from '../components/EsimPlanCard';

/** SPEC §9: every eSIM comes with 40 MB of cellular data. */
export const INCLUDED_DATA_MB = 40;

export const purchaseEsimMessages = {
  noPlan: 'No E-SIM plan selected',
  noRefund: 'The activation fee is charged once and is not refundable.',
} as const;

/**
 * Opened without a plan (typed in, or reloaded after the state was lost): SPEC §2 'shows No
 * E-SIM plan selected and returns to /dashboard/esim', by itself. The message is a toast, so it
 * is still there on the eSIM page.
 */
function NoPlanSelected() {
  const notify = useNotify();
  const navigate = useNavigate();
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    notify.error(purchaseEsimMessages.noPlan);
    void navigate(paths.dashboard.esim, { replace: true });
  }, [notify, navigate]);
  return null;
}

/**
 * The payment once the payment panel's layout is known (no shift as it settles), then its terms
 * and the way back once the whole panel is on screen (it mounts in two paints: nothing moves).
 */
function EsimPaymentAndTerms({ purchase }: { purchase: PurchaseEsimState }) {
  const ready = usePaymentLayoutReady();
  const [panelShown, setPanelShown] = useState(false);
  if (!ready) return <LoadingState label="Loading payment options" />;
  return (
    <>
      <EsimPayment {...purchase} onShown={() => setPanelShown(true)} />
      {panelShown && (
        <>
          <Typography variant="body2" color="text.secondary">
            {purchaseEsimMessages.noRefund}
          </Typography>
          <Link component={RouterLink} to={paths.dashboard.esim}>
            Back to eSIM
          </Link>
        </>
      )}
    </>
  );
}

/** /purchase-esim (SPEC §2 Purchase-esim page): pays for the plan chosen on the eSIM page. */
export default function PurchaseEsimPage() {
  const purchase = purchaseEsimStateFrom(useLocation().state);
  if (!purchase) return <NoPlanSelected />;

  return (
    <Box component="main" sx={{ maxWidth: 640, mx: 'auto', p: { xs: 2, sm: 4 } }}>
      <Typography variant="h1" gutterBottom>
        Purchase eSIM
      </Typography>
      <Stack spacing={3}>
        <EsimPlanCard price={purchase.selectedPlan.price}>
          <Typography component="li">Includes {INCLUDED_DATA_MB} MB of cellular data</Typography>
        </EsimPlanCard>
        <EsimPaymentAndTerms purchase={purchase} />
      </Stack>
    </Box>
  );
}
