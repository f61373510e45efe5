import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SANDBOX_RECAPTCHA_TOKEN } from './recaptchaMessages';

interface SandboxRecaptchaProps {
  onChange(token: string | null): void;
}

/** Offline stand-in for Google's widget: a real checkbox whose token the sandbox server accepts. */
export function SandboxRecaptcha({ onChange }: SandboxRecaptchaProps) {
  const [checked, setChecked] = useState(false);
  return (
    <Paper variant="outlined" sx={{ display: 'inline-flex', alignItems: 'center', gap: 2, px: 1.5, py: 0.5 }}>
      <FormControlLabel
        control={
          <Checkbox
            checked={checked}
            onChange={(event) => {
              setChecked(event.target.checked);
              onChange(event.target.checked ? SANDBOX_RECAPTCHA_TOKEN : null);
            }}
          />
        }
        label="I'm not a robot"
      />
      <Typography variant="caption" color="text.secondary">
        reCAPTCHA sandbox
      </Typography>
    </Paper>
  );
}
