import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PlainAlert } from '../../../components/plain/PlainAlert';
import { PlainButton } from '../../../components/plain/PlainButton';
import { PlainLink } from '../../../components/plain/PlainLink';
import { PlainLoadingState } from '../../../components/plain/PlainLoadingState';
import { Spaced } from '../../../components/plain/layout/Spaced';
import { Stack } from '../../../components/plain/layout/Stack';
import { usePaymentLayoutReady } from '../../../components/payment/usePaymentLayoutReady';
import { paths } from '../../../config/paths';
import type { AddCreditState, PlanPageState } from '../../../lib/routeState';
import { creditMessages } from '../creditMessages';
import { CreditPayment } from './CreditPayment';
import { CreditPurchaseDone } from '../../../components/credits/CreditPurchaseDone';

/** The plan page's 'Manage credits' tab; after a purchase, it knows which bundle was just bought. */
export interface CreditsTabState extends PlanPageState {
  justBought?: string;
}

/** Back to the plan page's 'Manage credits' tab, where the bundle was chosen. */
function BackToPlan({ justBought, children = 'Back to plans and credits' }: { justBought?: string; children?: string }) {
  const state: CreditsTabState = justBought === undefined ? { tab: 'credits' } : { tab: 'credits', justBought };
  return (
    <p className="pn-body1">
      <PlainLink to={paths.dashboard.plan} state={state}>
        {children}
      </PlainLink>
    </p>
  );
}

/**
 * Once paid, Pay stays disarmed (a second click would be a second charge): buying again means
 * choosing a bundle again on the plan page.
 */
function PaidPanel({ bundle }: { bundle: AddCreditState['selectedBundle'] }) {
  return (
    <Stack gap={2}>
      <CreditPurchaseDone credits={bundle.credits} price={bundle.price} />
      <div>
        <PlainButton variant="contained" disabled aria-describedby="credit-paid-hint">
          {creditMessages.paidButton}
        </PlainButton>
        <Spaced above={1}>
          <p id="credit-paid-hint" className="pn-body2 pn-secondary">
            {creditMessages.paidHint}
          </p>
        </Spaced>
      </div>
    </Stack>
  );
}

/**
 * The add-credit page's payment part, below the bundle (AddCreditPage): its payment once the payment
 * panel's layout is known (no shift as it settles), and the way back once the whole
 * panel is on screen (it mounts in two paints: nothing moves). Children of the page's column.
 */
export function BundlePayment({ bundle }: { bundle: AddCreditState['selectedBundle'] }) {
  const ready = usePaymentLayoutReady();
  const [panelShown, setPanelShown] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  // Kept in the page's history entry too: coming Back to it after the receipt does not re-arm Pay.
  const paidBefore = typeof location.state === 'object' && location.state !== null && (location.state as { paid?: unknown }).paid === true;
  const [paidNow, setPaidNow] = useState(false);
  const paid = paidNow || paidBefore;
  const markPanelShown = useCallback(() => setPanelShown(true), []);
  const markPaid = useCallback(() => {
    setPaidNow(true);
    void navigate(location.pathname, { replace: true, state: { ...(location.state as object), paid: true } });
  }, [navigate, location.pathname, location.state]);
  if (!ready) return <PlainLoadingState label="Loading payment options" />;
  if (paid) {
    return (
      <>
        <PaidPanel bundle={bundle} />
        <BackToPlan justBought={bundle.purchase_name}>{creditMessages.chooseAnother}</BackToPlan>
      </>
    );
  }
  return (
    <>
      <CreditPayment bundle={bundle} onShown={markPanelShown} onPaid={markPaid} />
      {panelShown && <BackToPlan />}
    </>
  );
}

/** Opened without a bundle (typed in, or reloaded after the state was lost). */
export function NoBundleChosen() {
  return (
    <Stack gap={2}>
      <PlainAlert severity="info">{creditMessages.noBundle}</PlainAlert>
      <BackToPlan />
    </Stack>
  );
}
