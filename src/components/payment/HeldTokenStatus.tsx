import type { HeldWalletToken } from './applePayTypes';

/** Says an Apple Pay payment is going through, and for whom. */
export function HeldTokenStatus({ held }: { held: HeldWalletToken | null }) {
  return (
    <p role="status" className="pn-body2 pn-secondary payment-status">
      {held ? `Paying with Apple Pay${held.payerEmail ? ` (${held.payerEmail})` : ''}…` : ''}
    </p>
  );
}
