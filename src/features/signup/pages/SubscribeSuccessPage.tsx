import Typography from '@mui/material/Typography';

/** /subscribe_success (SPEC §2 Success page). A placeholder until the screen's own issue builds it; default export for lazy loading. */
export default function SubscribeSuccessPage() {
  return (
    <Typography variant="h1" gutterBottom>
      Thank you!
    </Typography>
  );
}
