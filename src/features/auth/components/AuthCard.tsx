import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  children: ReactNode;
}

/** The centred card of every sign-in screen; fits a 375 px screen. */
export function AuthCard({ title, children }: AuthCardProps) {
  return (
    <Paper component="main" variant="outlined" sx={{ maxWidth: 460, mx: 'auto', my: { xs: 2, sm: 6 }, p: { xs: 2.5, sm: 4 } }}>
      <Stack spacing={3}>
        <Typography variant="h1" align="center">
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}
