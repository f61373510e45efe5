import { MuiIcon } from '../icons/MuiIcon';
import { refreshPath } from '../icons/paths/refresh';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ErrorWithRetryProps } from './errorWithRetryProps';

/**
 * Something could not be shown: say so and offer to try again, never a blank screen. On MUI
 * screens; the screens painted first use its plain twin, PlainErrorWithRetry.
 */
export function ErrorWithRetry({ title, message, onRetry, secondaryAction }: ErrorWithRetryProps) {
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', p: 4 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" startIcon={<MuiIcon path={refreshPath} />} onClick={onRetry}>
            Try again
          </Button>
        }
      >
        <AlertTitle>{title}</AlertTitle>
        {message}
      </Alert>
      {secondaryAction ? <Box sx={{ mt: 2, textAlign: 'center' }}>{secondaryAction}</Box> : null}
    </Box>
  );
}
