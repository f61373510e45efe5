import Typography from '@mui/material/Typography';

/** /add-credit (SPEC §2 Add-credit page). A placeholder until the screen's own issue builds it; default export for lazy loading. */
export default function AddCreditPage() {
  return (
    <Typography variant="h1" gutterBottom>
      Add credit
    </Typography>
  );
}
