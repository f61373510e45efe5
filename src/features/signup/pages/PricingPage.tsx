import Typography from '@mui/material/Typography';

/** /pricing-page (SPEC §2 Pricing page). A placeholder until the screen's own issue builds it; default export for lazy loading. */
export default function PricingPage() {
  return (
    <Typography variant="h1" gutterBottom>
      Choose a Plan
    </Typography>
  );
}
