import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { usePaymentLayoutReady } from '../../../components/payment/usePaymentLayoutReady';
import { paths } from '../../../config/paths';
import type { PurchaseEsimState } from '../../../lib/routeState';
import { EsimPayment } from './EsimPayment';

/**
 * The purchase-eSIM page's MUI part, below the plan and its terms (PurchaseEsimPage): the payment
 * and the way back, once the payment panel's layout is known (no shift as it settles). Children of
 * the page's column.
 */
export function EsimPaymentAndWayBack({ purchase }: { purchase: PurchaseEsimState }) {
  if (!usePaymentLayoutReady()) return <LoadingState label="Loading payment options" />;
  return (
    <>
      <EsimPayment {...purchase} />
      <Link component={RouterLink} to={paths.dashboard.esim}>
        Back to eSIM
      </Link>
    </>
  );
}
