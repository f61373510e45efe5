import type { Ref } from 'react';

/** What a payment screen asks of the card form. */
export interface CardFormHandle {
  /**
   * Turns the typed card into a one-time token (the only card data that leaves the browser).
   * Rejects with a CardError whose message is the text to show.
   */
  createToken(): Promise<string>;
  /** Empties the fields: after a payment, buying again takes the card again (no accidental second purchase). */
  clear(): void;
}

export interface CardFormProps {
  ref?: Ref<CardFormHandle>;
  /** Greys the fields out while a payment runs. */
  disabled?: boolean;
}
