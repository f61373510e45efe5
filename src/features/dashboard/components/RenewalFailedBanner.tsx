import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { PlanPageState } from '../../../lib/routeState';

export const renewalFailedMessages = {
  title: "Your plan's renewal payment did not go through.",
  text: 'Update your payment info to keep your number and renew your plan.',
  action: 'Update payment info',
} as const;

/** On every dashboard page while the renewal payment has failed (status 'transition'). */
export function RenewalFailedBanner() {
  const navigate = useNavigate();
  const toPaymentInfo = () => void navigate(paths.dashboard.plan, { state: { tab: 'payment' } satisfies PlanPageState });
  return (
    <Alert severity="warning" sx={{ mb: 3 }}>
      <AlertTitle>{renewalFailedMessages.title}</AlertTitle>
      {renewalFailedMessages.text}
      {/* Under the text rather than in the alert's action slot: it stays readable on a 320 px phone. */}
      <Box sx={{ mt: 1.5 }}>
        <Button color="inherit" variant="outlined" size="small" onClick={toPaymentInfo}>
          {renewalFailedMessages.action}
        </Button>
      </Box>
    </Alert>
  );
}
