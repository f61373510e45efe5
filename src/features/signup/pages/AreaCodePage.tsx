import Typography from '@mui/material/Typography';

/** /area-code, the first step of sign-up (SPEC §2 Area code page). A placeholder until the screen's own issue builds it; default export for lazy loading. */
export default function AreaCodePage() {
  return (
    <Typography variant="h1" gutterBottom>
      Choose an area code
    </Typography>
  );
}
