import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useGetBalanceQuery } from '../../../api/creditsApi';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { usePaymentLayoutReady } from '../../../components/payment/usePaymentLayoutReady';
import { paths } from '../../../config/paths';
import { formatCount } from '../../../lib/formatCount';
import { formatMoney } from '../../../lib/formatMoney';
import { addCreditStateFrom, type AddCreditState, type PlanPageState } from '../../../lib/routeState';
import { CreditPayment } from '../components/CreditPayment';
import { creditMessages } from '../creditMessages';

const backToCredits: PlanPageState = { tab: 'credits' };

/** Back to the plan page's 'Manage credits' tab, where the bundle was chosen. */
function BackToPlan() {
  return (
    <Link component={RouterLink} to={paths.dashboard.plan} state={backToCredits}>
      Back to plans and credits
    </Link>
  );
}

/** /add-credit (SPEC §2 Add-credit page): buys the bundle chosen on the plan page. */
export default function AddCreditPage() {
  const bundle = addCreditStateFrom(useLocation().state)?.selectedBundle ?? null;

  return (
    <Box component="main" sx={{ maxWidth: 640, mx: 'auto', p: { xs: 2, sm: 4 } }}>
      <Typography variant="h1" gutterBottom>
        Add credit
      </Typography>
      {bundle ? (
        <BundlePurchase bundle={bundle} />
      ) : (
        <Stack spacing={2}>
          <Alert severity="info">{creditMessages.noBundle}</Alert>
          <BackToPlan />
        </Stack>
      )}
    </Box>
  );
}

/**
 * The bundle, then its payment once the payment panel's layout is known (no shift as it settles),
 * and the terms once the whole panel is on screen (it mounts in two paints: nothing moves).
 */
function BundlePurchase({ bundle }: { bundle: AddCreditState['selectedBundle'] }) {
  const ready = usePaymentLayoutReady();
  const [panelShown, setPanelShown] = useState(false);
  return (
    <Stack spacing={3}>
      <BundleSummary credits={bundle.credits} price={bundle.price} />
      {ready ? (
        <>
          <CreditPayment bundle={bundle} onShown={() => setPanelShown(true)} />
          {panelShown && (
            <>
              <Stack spacing={1}>
                <Typography variant="body2" color="text.secondary">
                  {creditMessages.autoRenew}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {creditMessages.noPartialRefunds}
                </Typography>
              </Stack>
              <BackToPlan />
            </>
          )}
        </>
      ) : (
        <LoadingState label="Loading payment options" />
      )}
    </Stack>
  );
}

function BundleSummary({ credits, price }: { credits: number; price: number }) {
  const balance = useGetBalanceQuery();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        {formatCount(credits)} credits for {formatMoney(price)}
      </Typography>
      <Typography sx={{ mt: 1 }}>{creditMessages.explanation}</Typography>
      {/* One line reserved: the balance arriving does not push the page down. */}
      <Typography role="status" sx={{ mt: 1, minHeight: '1.5em' }} color="text.secondary">
        {balance.data !== undefined ? `Current balance: ${formatMoney(balance.data)}` : ''}
      </Typography>
    </Paper>
  );
}
