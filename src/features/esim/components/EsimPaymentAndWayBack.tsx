import Link from '@mui/material/Link';
import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { usePaymentLayoutReady } from '../../../components/payment/usePaymentLayoutReady';
import { paths } from '../../../config/paths';
import type { PurchaseEsimState } from '../../../lib/routeState';
import { EsimPayment } from './EsimPayment';

/**
 * The purchase-eSIM page's MUI part, below the plan and its terms (PurchaseEsimPage): the payment
 * once the payment panel's layout is known (no shift as it settles), and the way back once the
 * whole panel is on screen (it mounts in two paints: nothing moves). Children of the page's column.
 */
export function EsimPaymentAndWayBack({ purchase }: { purchase: PurchaseEsimState }) {
  const ready = usePaymentLayoutReady();
  const [panelShown, setPanelShown] = useState(false);
  const markPanelShown = useCallback(() => setPanelShown(true), []);
  if (!ready) return <LoadingState label="Loading payment options" />;
  return (
    <>
      <EsimPayment {...purchase} onShown={markPanelShown} />
      {panelShown && (
        <Link component={RouterLink} to={paths.dashboard.esim}>
          Back to eSIM
        </Link>
      )}
    </>
  );
}
