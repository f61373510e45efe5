import { useCallback, useEffect, useRef, useState } from 'react';
import { useIssueSocialNonceMutation } from '../../api/authApi';
import { AuthorizeError } from './socialTypes';

/** A nonce is renewed when this share of its life has passed, so the one held is never stale. */
const RENEW_AT_SHARE = 0.8;
/** After a failed fetch, the next try. */
const RETRY_MS = 30_000;

const isAborted = (error: unknown): boolean => typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

export interface NonceSupply {
  /** The nonce held for the next sign-in (null while none is held); the Google button is set up with it. */
  ready: string | null;
  /** Hands out the held nonce (or fetches one) and starts fetching the next: each nonce serves one sign-in. */
  take(): Promise<string>;
}

/**
 * Nonces from the server (POST /websocialnonce) for Google and Apple sign-in: the provider signs
 * the nonce into the ID token and the server accepts that token once. With `prefetch`, one is held
 * ahead and renewed before it expires, because the providers' SDKs need it before the click (a
 * popup must open within the click); without, one is fetched when asked for.
 */
export function useNonceSupply(prefetch: boolean): NonceSupply {
  const [issue] = useIssueSocialNonceMutation();
  const [ready, setReady] = useState<string | null>(null);
  const held = useRef<string | null>(null);
  /** Bumped to fetch the next nonce to hold. */
  const [round, setRound] = useState(0);

  const fetchNonce = useCallback(async () => {
    const answer = await issue().unwrap();
    if (typeof answer?.nonce !== 'string' || answer.nonce === '') throw new AuthorizeError('No nonce.');
    return answer;
  }, [issue]);

  useEffect(() => {
    if (!prefetch) return undefined;
    let current = true;
    let timer: number | undefined;
    fetchNonce().then(
      ({ nonce, expires_in }) => {
        if (!current) return;
        held.current = nonce;
        setReady(nonce);
        timer = window.setTimeout(() => setRound((value) => value + 1), Math.max(1, expires_in) * 1000 * RENEW_AT_SHARE);
      },
      (error: unknown) => {
        if (!current) return;
        // Dropping the API cache (a sign-out, the login page clearing a session) aborts calls in flight: ask again at once.
        if (isAborted(error)) return setRound((value) => value + 1);
        console.warn('Sign-in nonce unavailable:', error);
        timer = window.setTimeout(() => setRound((value) => value + 1), RETRY_MS);
      },
    );
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [prefetch, round, fetchNonce]);

  const take = useCallback(async () => {
    const nonce = held.current;
    held.current = null;
    if (prefetch) {
      setReady(null);
      setRound((value) => value + 1);
    }
    return nonce ?? (await fetchNonce()).nonce;
  }, [prefetch, fetchNonce]);

  return { ready, take };
}
