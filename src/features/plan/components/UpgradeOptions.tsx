import { Suspense, useCallback, useDeferredValue, useState } from 'react';
import { PlainLoadingState } from '../../../components/plain/PlainLoadingState';
import { Stack } from '../../../components/plain/layout/Stack';
import { sameId } from '../../../lib/ids';
import type { Id, Plan } from '../../../contract/api';
import { UpgradePlanCard } from './UpgradePlanCard';
import { UpgradeCheckout } from '../parts';

interface UpgradeOptionsProps {
  /** Cheapest first. */
  plans: Plan[];
  /** Upgrade the plan held; without one, subscribe. */
  hasCurrentPlan: boolean;
  /** The plan held, named on the upgrade's credit line. */
  currentPlanName?: string | null;
  /** Status 'transition': no upgrade until the card is fixed (SPEC §4). */
  paymentLapsed: boolean;
}

/** Plan cards to move to; pressing one selects it (pressing again deselects) and offers to buy it. */
export function UpgradeOptions({ plans, hasCurrentPlan, currentPlanName = null, paymentLapsed }: UpgradeOptionsProps) {
  const [selectedId, setSelectedId] = useState<Id | null>(null);
  // The card shows its choice at once; the payment form (card field, reCAPTCHA) mounts after that
  // paint, in slices, so a press paints within 100 ms at 4× CPU.
  const shownId = useDeferredValue(selectedId);
  const selected = plans.find((plan) => sameId(plan.plan_id, shownId)) ?? null;
  // Stable: the memoised cards re-render only when their own selection changes.
  const toggle = useCallback((planId: Id) => setSelectedId((id) => (sameId(id, planId) ? null : planId)), []);

  return (
    <Stack gap={2}>
      <h2 className="pn-h2 pn-panel__title">{hasCurrentPlan ? 'Upgrade your plan' : 'Choose a plan'}</h2>
      <Stack gap={2} role="group" aria-label={hasCurrentPlan ? 'Plans to upgrade to' : 'Plans'}>
        {plans.map((plan) => (
          <UpgradePlanCard
            key={plan.plan_id}
            plan={plan}
            selected={sameId(plan.plan_id, selectedId)}
            onToggle={toggle}
          />
        ))}
      </Stack>
      {selected && (
        <Suspense fallback={<PlainLoadingState label="Loading the payment form" />}>
          {/* Keyed by plan: another plan starts afresh, so a kept idempotency key never buys the wrong plan. */}
          <UpgradeCheckout
            key={selected.plan_id}
            plan={selected}
            hasCurrentPlan={hasCurrentPlan}
            currentPlanName={currentPlanName}
            paymentLapsed={paymentLapsed}
            onBought={() => setSelectedId(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
