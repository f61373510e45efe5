import type { ReactNode } from 'react';
import type { Plan } from '../../../contract/api';
import { formatCents } from '../../../lib/formatMoney';
import { ADD_ON, billingText, priceTodayCents } from '../planPricing';
import { ADD_ON_SEPARATE_CHARGE } from '../chargesToday';
import type { OrderNumber } from '../useOrderNumber';
import { OrderNumberLine } from './OrderNumberLine';
import { LegalLinks } from '../../../components/legal/LegalLinks';
import { Stack } from '../../../components/plain/layout/Stack';

interface CheckoutSummaryProps {
  plan: Plan;
  addOn: boolean;
  /** The number this order is for, when known. */
  orderNumber: OrderNumber | null;
  /** A way back to the plan and add-on choice (the pricing page, as it was left). */
  change?: ReactNode;
}

function Line({ label, amount }: { label: string; amount: string }) {
  return (
    <div className="pn-summary-line">
      <p className="pn-body1">{label}</p>
      <p className="pn-body1">{amount}</p>
    </div>
  );
}

/**
 * SPEC §2 Checkout: the order, the price today (plan total, plus $10 with the add-on) and the
 * billing line. Plain elements drawn as MUI's outlined Paper and Typography: it paints before
 * MUI's code.
 */
export function CheckoutSummary({ plan, addOn, orderNumber, change }: CheckoutSummaryProps) {
  return (
    <Stack as="section" aria-labelledby="order-summary" gap={1.5} className="pn-panel">
      <h2 id="order-summary" className="pn-h2">
        Order summary
      </h2>
      <OrderNumberLine orderNumber={orderNumber} />
      <Line label={plan.plan_name_en} amount={formatCents(plan.new_total_amount)} />
      {addOn && <Line label={`${ADD_ON.name} (${ADD_ON.credits} credits), ${ADD_ON_SEPARATE_CHARGE}`} amount={formatCents(ADD_ON.cents)} />}
      {change}
      <hr className="pn-rule" />
      <div className="pn-summary-line">
        <p className="pn-h6">Price today</p>
        <p className="pn-h6 pn-nowrap" aria-label="Price today amount">
          {formatCents(priceTodayCents(plan, addOn))}
        </p>
      </div>
      <p className="pn-body2 pn-secondary">{billingText(plan)}</p>
      <LegalLinks lead="Before you pay, read the" />
    </Stack>
  );
}
