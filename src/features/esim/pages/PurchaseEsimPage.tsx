import Typography from '@mui/material/Typography';

/** /purchase-esim (SPEC §2 Purchase-esim page). A placeholder until the screen's own issue builds it; default export for lazy loading. */
export default function PurchaseEsimPage() {
  return (
    <Typography variant="h1" gutterBottom>
      Purchase eSIM
    </Typography>
  );
}
