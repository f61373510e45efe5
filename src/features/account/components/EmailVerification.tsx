import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Profile } from '../../../types/api';
import { accountMessages } from '../accountMessages';
import { ResendVerificationDialog } from './ResendVerificationDialog';

/** The Verified or 'Not verified' badge, and RESEND EMAIL while unverified. */
export function EmailVerification({ profile }: { profile: Profile }) {
  const [resendOpen, setResendOpen] = useState(false);
  if (profile.is_verified) {
    return <Chip icon={<CheckCircleIcon />} label="Verified" color="success" size="small" variant="outlined" sx={{ mt: 1.5 }} />;
  }
  return (
    <Box sx={{ mt: 1.5 }}>
      {/* Dark text with a warning-coloured outline and icon: warning-coloured text on white is too faint to read. */}
      <Chip
        icon={<ErrorIcon />}
        label="Not verified"
        size="small"
        variant="outlined"
        sx={{ color: 'text.primary', borderColor: 'warning.main', '& .MuiChip-icon': { color: 'warning.main' } }}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        {accountMessages.notVerified}
      </Typography>
      <Button size="small" onClick={() => setResendOpen(true)} sx={{ mt: 0.5, px: 0 }}>
        RESEND EMAIL
      </Button>
      {resendOpen && <ResendVerificationDialog email={profile.email} onClose={() => setResendOpen(false)} />}
    </Box>
  );
}
