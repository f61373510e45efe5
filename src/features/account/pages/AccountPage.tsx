import Typography from '@mui/material/Typography';

/** /dashboard/account (SPEC §2 Account page). A placeholder until the screen's own issue builds it; default export for lazy loading. */
export default function AccountPage() {
  return (
    <Typography variant="h1" gutterBottom>
      Manage account
    </Typography>
  );
}
