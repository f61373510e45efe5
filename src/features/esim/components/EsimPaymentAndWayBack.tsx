import { useCallback, useState } from 'react';
import { PlainLink } from '../../../components/plain/PlainLink';
import { PlainLoadingState } from '../../../components/plain/PlainLoadingState';
import { usePaymentLayoutReady } from '../../../components/payment/usePaymentLayoutReady';
import { paths } from '../../../config/paths';
import type { PurchaseEsimState } from '../../../lib/routeState';
import { EsimPayment } from './EsimPayment';

/**
 * The purchase-eSIM page's payment part, below the plan and its terms (PurchaseEsimPage): the payment
 * once the payment panel's layout is known (no shift as it settles), and the way back once the
 * whole panel is on screen (it mounts in two paints: nothing moves). Children of the page's column.
 */
export function EsimPaymentAndWayBack({ purchase }: { purchase: PurchaseEsimState }) {
  const ready = usePaymentLayoutReady();
  const [panelShown, setPanelShown] = useState(false);
  const markPanelShown = useCallback(() => setPanelShown(true), []);
  if (!ready) return <PlainLoadingState label="Loading payment options" />;
  return (
    <>
      <EsimPayment {...purchase} onShown={markPanelShown} />
      {panelShown && (
        <p className="pn-body1">
          <PlainLink to={paths.dashboard.esim}>Back to eSIM</PlainLink>
        </p>
      )}
    </>
  );
}
