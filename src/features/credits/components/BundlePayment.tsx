import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { usePaymentLayoutReady } from '../../../components/payment/usePaymentLayoutReady';
import { paths } from '../../../config/paths';
import type { AddCreditState, PlanPageState } from '../../../lib/routeState';
import { creditMessages } from '../creditMessages';
import { CreditPayment } from './CreditPayment';

const backToCredits: PlanPageState = { tab: 'credits' };

/** Back to the plan page's 'Manage credits' tab, where the bundle was chosen. */
function BackToPlan() {
  return (
    <Link component={RouterLink} to={paths.dashboard.plan} state={backToCredits}>
      Back to plans and credits
    </Link>
  );
}

/**
 * The add-credit page's MUI part, below the bundle (AddCreditPage): its payment once the payment
 * panel's layout is known (no shift as it settles), and the terms and the way back once the whole
 * panel is on screen (it mounts in two paints: nothing moves). Children of the page's column.
 */
export function BundlePayment({ bundle }: { bundle: AddCreditState['selectedBundle'] }) {
  const ready = usePaymentLayoutReady();
  const [panelShown, setPanelShown] = useState(false);
  const markPanelShown = useCallback(() => setPanelShown(true), []);
  if (!ready) return <LoadingState label="Loading payment options" />;
  return (
    <>
      <CreditPayment bundle={bundle} onShown={markPanelShown} />
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
  );
}

/** Opened without a bundle (typed in, or reloaded after the state was lost). */
export function NoBundleChosen() {
  return (
    <Stack spacing={2}>
      <Alert severity="info">{creditMessages.noBundle}</Alert>
      <BackToPlan />
    </Stack>
  );
}
