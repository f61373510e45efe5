import Typography from '@mui/material/Typography';

/** /dashboard/esim (SPEC §2 eSIM page). A placeholder until the screen's own issue builds it; default export for lazy loading. */
export default function EsimPage() {
  return (
    <Typography variant="h1" gutterBottom>
      eSIM
    </Typography>
  );
}
