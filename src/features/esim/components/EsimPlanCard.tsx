import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatMoney } from '../../../lib/formatMoney';

interface EsimPlanCardProps {
  /** Dollars. */
  price: number;
  description?: string;
  /** A radio that selects this plan when there are several. */
  control?: ReactNode;
  /** Extra lines, e.g. the data included. */
  children?: ReactNode;
  /** Among several plans the facts every eSIM shares are said once, above them (EsimFacts). */
  withFacts?: boolean;
}

/** What every eSIM plan shares (SPEC §2): a one-time fee, speed and availability. */
export function EsimFacts({ children }: { children?: ReactNode }) {
  return (
    <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 3 }}>
      <Typography component="li">Speed: up to 5G</Typography>
      <Typography component="li">Availability: global</Typography>
      {children}
    </Stack>
  );
}

/** The eSIM offer: price, one-time fee, description, and (unless said once above) speed and availability. */
export function EsimPlanCard({ price, description, control, children, withFacts = true }: EsimPlanCardProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {control}
        <Typography sx={{ fontSize: '2rem', fontWeight: 700 }}>{formatMoney(price)}</Typography>
      </Stack>
      <Typography color="text.secondary">One-time activation fee</Typography>
      {description && <Typography sx={{ mt: 2 }}>{description}</Typography>}
      {withFacts && (
        <Box sx={{ mt: 2 }}>
          <EsimFacts>{children}</EsimFacts>
        </Box>
      )}
    </Paper>
  );
}
