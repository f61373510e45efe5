import { useNavigate } from 'react-router-dom';
import { PlainAlert } from '../../../components/plain/PlainAlert';
import { PlainButton } from '../../../components/plain/PlainButton';
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
    <div className="panel-banner">
      <PlainAlert severity="warning" title={renewalFailedMessages.title}>
        {renewalFailedMessages.text}
        {/* Under the text rather than in the alert's action slot: it stays readable on a 320 px phone. */}
        <div className="panel-block__footer--apart">
          <PlainButton color="inherit" variant="outlined" size="small" onClick={toPaymentInfo}>
            {renewalFailedMessages.action}
          </PlainButton>
        </div>
      </PlainAlert>
    </div>
  );
}
