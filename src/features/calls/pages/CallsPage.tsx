import Typography from '@mui/material/Typography';

/** /dashboard/calls (SPEC §2 Calls page). A placeholder until the screen's own issue builds it; default export for lazy loading. */
export default function CallsPage() {
  return (
    <Typography variant="h1" gutterBottom>
      Call history
    </Typography>
  );
}
