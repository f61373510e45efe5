/** A wallet payment authorised by the customer: the card token and who paid. */
export interface HeldWalletToken {
  token: string;
  payerEmail: string | null;
}

export interface ApplePayButtonProps {
  /** What the payment sheet shows as the total. */
  amountCents: number;
  /** The total's label on the payment sheet, e.g. the plan name. */
  label: string;
  /**
   * Pays with the token. Resolve when paid, reject when the payment failed: the payment sheet
   * then closes with success or failure. The failure itself is for the caller to show.
   */
  onToken(token: string, payerEmail: string | null): Promise<void>;
  /** E.g. until the reCAPTCHA is solved: the button shows but does not open the sheet. */
  disabled?: boolean;
}
