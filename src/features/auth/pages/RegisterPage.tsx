import Typography from '@mui/material/Typography';

/** /register (SPEC §2 Register). A placeholder until the screen's own issue builds it; default export for lazy loading. */
export default function RegisterPage() {
  return (
    <Typography variant="h1" gutterBottom>
      Sign up
    </Typography>
  );
}
