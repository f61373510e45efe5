import Typography from '@mui/material/Typography';

/** /forgot-password (SPEC §2 Forgot password). A placeholder until the screen's own issue builds it; default export for lazy loading. */
export default function ForgotPasswordPage() {
  return (
    <Typography variant="h1" gutterBottom>
      Forgot password
    </Typography>
  );
}
