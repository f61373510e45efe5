import { MuiIcon } from '../icons/MuiIcon';
import { applePath } from '../icons/paths/apple';
import Button from '@mui/material/Button';

interface ApplePayStyledButtonProps {
  onClick(): void;
  disabled: boolean;
  /** Marks the offline stand-in as such. */
  sandbox?: boolean;
}

/** A button in Apple Pay's black style that opens the payment sheet. */
export function ApplePayStyledButton({ onClick, disabled, sandbox = false }: ApplePayStyledButtonProps) {
  return (
    <Button
      variant="contained"
      fullWidth
      disabled={disabled}
      startIcon={<MuiIcon path={applePath} />}
      onClick={onClick}
      sx={{ bgcolor: 'common.black', color: 'common.white', textTransform: 'none', '&:hover': { bgcolor: 'grey.900' } }}
    >
      {sandbox ? 'Pay with Apple Pay (sandbox)' : 'Pay with Apple Pay'}
    </Button>
  );
}
