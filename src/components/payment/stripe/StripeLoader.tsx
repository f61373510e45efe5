import type { Stripe } from '@stripe/stripe-js';
import { createContext, use, useEffect, useState, type ReactNode } from 'react';

/** Loads Stripe.js for a publishable key; null when it cannot load (offline, blocked). */
export type LoadStripeFn = (publishableKey: string) => Promise<Stripe | null>;

const loaded = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js from the `pure` entry, imported and started on first use only, so pages without a
 * card form never fetch it. One load per key for the page's lifetime, as Stripe asks.
 */
export const loadStripeLazily: LoadStripeFn = (publishableKey) => {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = import('@stripe/stripe-js/pure')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      // Offline, loadStripe rejects ('Failed to load Stripe.js'): the form then says 'Stripe Not Init'.
      .catch(() => null);
    loaded.set(publishableKey, stripe);
  }
  return stripe;
};

const StripeLoaderContext = createContext<LoadStripeFn>(loadStripeLazily);

/** Replaces how Stripe.js is loaded (tests inject a stub Stripe object here; no network). */
export function StripeLoaderProvider({ load, children }: { load: LoadStripeFn; children: ReactNode }) {
  return <StripeLoaderContext value={load}>{children}</StripeLoaderContext>;
}

export type StripeState = { status: 'loading' } | { status: 'ready'; stripe: Stripe } | { status: 'unavailable' };

/** Stripe.js for `publishableKey`, loaded when the calling component mounts. */
export function useStripeInstance(publishableKey: string): StripeState {
  const load = use(StripeLoaderContext);
  const [state, setState] = useState<StripeState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    void load(publishableKey).then(
      (stripe) => {
        if (current) setState(stripe ? { status: 'ready', stripe } : { status: 'unavailable' });
      },
      () => {
        if (current) setState({ status: 'unavailable' });
      },
    );
    return () => {
      current = false;
    };
  }, [load, publishableKey]);
  return state;
}
