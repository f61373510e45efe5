import Typography from '@mui/material/Typography';

/** /dashboard/plan (SPEC §2 Plan page). A placeholder until the screen's own issue builds it; default export for lazy loading. */
export default function PlanPage() {
  return (
    <Typography variant="h1" gutterBottom>
      Plan
    </Typography>
  );
}
