import { Suspense } from 'react';
import { ProviderConfirmation } from '../parts';
import type { ProviderConfirmationProps } from './ProviderConfirmation';


/** The 'Confirm with Google/Apple' step, loaded on first use (the budgets for the account page). */
export function LazyProviderConfirmation(props: ProviderConfirmationProps) {
  return (
    <Suspense fallback={null}>
      <ProviderConfirmation {...props} />
    </Suspense>
  );
}
