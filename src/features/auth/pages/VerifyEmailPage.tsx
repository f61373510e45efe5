import Typography from '@mui/material/Typography';

/** /verify-email (SPEC §2 Verify email). A placeholder until the screen's own issue builds it; default export for lazy loading. */
export default function VerifyEmailPage() {
  return (
    <Typography variant="h1" gutterBottom>
      Verify your email
    </Typography>
  );
}
