import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import type { Id, Plan } from '../../../contract/api';
import { planPricePerInterval } from '../../../lib/planPrice';
import { PlanFeatures } from './PlanFeatures';

interface UpgradePlanCardProps {
  plan: Plan;
  selected: boolean;
  /** Called with the card's plan id. */
  onToggle(planId: Id): void;
}

/** A plan the customer can move to; pressing it selects it, pressing again deselects it. Memoised: a press re-renders only the cards it changes. */
export const UpgradePlanCard = memo(function UpgradePlanCard({ plan, selected, onToggle }: UpgradePlanCardProps) {
  return (
    <Card
      variant="outlined"
      sx={{ borderWidth: 2, borderColor: selected ? 'primary.main' : 'divider', bgcolor: selected ? 'action.selected' : undefined }}
    >
      {/* The button names the plan and its price, as it reads; the features follow outside it, so
          that the button's accessible name says what it shows (WCAG 2.5.3). */}
      <CardActionArea onClick={() => onToggle(plan.plan_id)} aria-pressed={selected} aria-label={`${plan.plan_name_en}, ${planPricePerInterval(plan)}`}>
        <CardContent sx={{ pb: 0 }}>
          <Typography variant="h3" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
            {plan.plan_name_en}
          </Typography>
          <Typography sx={{ fontWeight: 600, my: 1 }}>{planPricePerInterval(plan)}</Typography>
        </CardContent>
      </CardActionArea>
      <CardContent sx={{ pt: 0 }}>
        <PlanFeatures description={plan.description_en} />
      </CardContent>
    </Card>
  );
});
