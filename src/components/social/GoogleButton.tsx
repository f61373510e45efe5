import { useEffect, useRef } from 'react';
import { renderGoogleButton } from './providerSdks';
import { useNonceSupply } from './useNonceSupply';

interface GoogleButtonProps {
  clientId: string;
  /** Names the button's place for screen readers ('Sign in with Google', 'Confirm with Google'). */
  label: string;
  onResult: Parameters<typeof renderGoogleButton>[3];
}

/**
 * Google's own button (its script loads here, on pages that show it), set up again with each new
 * nonce: a nonce serves one sign-in.
 */
export function GoogleButton({ clientId, label, onResult }: GoogleButtonProps) {
  const container = useRef<HTMLDivElement>(null);
  const nonces = useNonceSupply(true);
  const latest = useRef({ onResult, take: nonces.take });
  useEffect(() => {
    latest.current = { onResult, take: nonces.take };
  }, [onResult, nonces.take]);
  useEffect(() => {
    if (!container.current || !nonces.ready) return;
    renderGoogleButton(container.current, clientId, nonces.ready, (result) => {
      void latest.current.take();
      latest.current.onResult(result);
    }).catch((error: unknown) => console.warn('Google sign-in is unavailable:', error));
  }, [clientId, nonces.ready]);
  return <div ref={container} aria-label={label} style={{ minHeight: 44, display: 'flex', justifyContent: 'center' }} />;
}
