import { Suspense } from 'react';
import { lazyPart } from '../../../components/staging/lazyParts';
import type { ProviderConfirmationProps } from './ProviderConfirmation';

// Only accounts without a password need it: its code, and the providers', loads when it shows.
const ProviderConfirmation = lazyPart(() =>
  import('./ProviderConfirmation').then((module) => module.ProviderConfirmation),
);

/** The 'Confirm with Google/Apple' step, loaded on first use (the budgets for the account page). */
export function LazyProviderConfirmation(props: ProviderConfirmationProps) {
  return (
    <Suspense fallback={null}>
      <ProviderConfirmation {...props} />
    </Suspense>
  );
}
