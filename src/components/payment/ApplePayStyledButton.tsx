import { applePath } from '../icons/paths/apple';
import { PlainButton } from '../plain/PlainButton';

interface ApplePayStyledButtonProps {
  onClick(): void;
  disabled: boolean;
  /** Marks the offline stand-in as such. */
  sandbox?: boolean;
}

/** A button in Apple Pay's black style that opens the payment sheet. */
export function ApplePayStyledButton({ onClick, disabled, sandbox = false }: ApplePayStyledButtonProps) {
  return (
    <PlainButton variant="contained" disabled={disabled} startIcon={applePath} onClick={onClick} className="pn-button--black payment-wide">
      {sandbox ? 'Pay with Apple Pay (sandbox)' : 'Pay with Apple Pay'}
    </PlainButton>
  );
}
