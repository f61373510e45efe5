import { useCallback, useRef, useState } from 'react';
import type { HeldWalletToken } from './applePayTypes';

/**
 * SPEC §4: an Apple Pay token is held with the payer's email until paid or cancelled. Holding
 * it here (never in Redux) also means a second authorisation while one is paying is ignored.
 */
export function useHeldWalletToken() {
  const [held, setHeld] = useState<HeldWalletToken | null>(null);
  const holding = useRef(false);

  /** Holds the token while `pay` runs; true when paid. */
  const payWith = useCallback(async (wallet: HeldWalletToken, pay: (token: string, email: string | null) => Promise<void>) => {
    if (holding.current) return false;
    holding.current = true;
    setHeld(wallet);
    try {
      await pay(wallet.token, wallet.payerEmail);
      return true;
    } catch {
      return false;
    } finally {
      holding.current = false;
      setHeld(null);
    }
  }, []);

  /** The customer closed the sheet: nothing is held any more. */
  const cancel = useCallback(() => {
    if (!holding.current) setHeld(null);
  }, []);

  return { held, payWith, cancel };
}
