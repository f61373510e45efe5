import Typography from '@mui/material/Typography';

/** /login and / (SPEC §2 Login). A placeholder until the screen's own issue builds it; default export for lazy loading. */
export default function LoginPage() {
  return (
    <Typography variant="h1" gutterBottom>
      Log in
    </Typography>
  );
}
