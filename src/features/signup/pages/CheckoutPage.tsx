import Typography from '@mui/material/Typography';

/** /checkout (SPEC §2 Checkout). A placeholder until the screen's own issue builds it; default export for lazy loading. */
export default function CheckoutPage() {
  return (
    <Typography variant="h1" gutterBottom>
      Checkout
    </Typography>
  );
}
