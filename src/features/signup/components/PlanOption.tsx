import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import type { Plan } from '../../../types/api';
import { formatCents } from '../planPricing';

interface PlanOptionProps {
  plan: Plan;
  selected: boolean;
  /** The costliest plan shows a price per year, the others per month (SPEC §2). */
  perYear: boolean;
}

/** One plan of the pricing page, selectable as a radio in the plans' group. */
export function PlanOption({ plan, selected, perYear }: PlanOptionProps) {
  const features = plan.description_en
    .split('•')
    .map((feature) => feature.trim())
    .filter(Boolean);
  return (
    <Card variant="outlined" sx={{ borderColor: selected ? 'primary.main' : 'divider', borderWidth: selected ? 2 : 1 }}>
      <CardContent>
        <FormControlLabel
          value={String(plan.plan_id)}
          control={<Radio />}
          label={<Typography variant="h3" component="span">{plan.plan_name_en}</Typography>}
        />
        {perYear ? (
          <Typography variant="h4" component="p">
            {formatCents(plan.new_total_amount)}/year
          </Typography>
        ) : (
          <>
            <Typography variant="h4" component="p">
              {formatCents(plan.new_monthly_amount)}/month
            </Typography>
            <Typography variant="body2">Total billed {formatCents(plan.new_total_amount)}</Typography>
          </>
        )}
        <Typography variant="body2" color="text.secondary">
          Billing automatically renews
        </Typography>
        {features.length > 0 && (
          <Typography component="ul" variant="body2" sx={{ pl: 2.5, mb: 0 }}>
            {features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
