import { Suspense } from 'react';
import { failureText } from '../../../api/apiError';
import { useGetCallLogQuery } from '../../../api/callsApi';
import { useGetPhonesQuery } from '../../../api/phonesApi';
import { PlainErrorWithRetry } from '../../../components/plain/PlainErrorWithRetry';
import { PlainLoadingState } from '../../../components/plain/PlainLoadingState';
import { lazyPart } from '../../../components/staging/lazyParts';
import { Staged } from '../../../components/staging/Staged';

/**
 * The history itself (filters, count, export, list), a chunk of its own, in plain elements: none
 * of MUI's code or styles load for it (MUI's first commit of the history, emotion
 * inserting its styles, was the page's longest task on a phone). The row menu and the block
 * dialog bring MUI's theme with them, when the list is on screen.
 */
const CallHistoryContent = lazyPart(() =>
  import('../components/CallHistoryContent').then((module) => module.CallHistoryContent),
);

/**
 * /dashboard/calls (SPEC §2 Calls page): the call history, read-only, with search, filters and CSV
 * export; default export for lazy loading. Plain throughout: the heading,
 * the loading and error states and the history paint with no MUI code loaded.
 */
export default function CallsPage() {
  const calls = useGetCallLogQuery();
  // The route guard has loaded the phones already: this reads the cache.
  const phones = useGetPhonesQuery();
  const ownNumber = phones.data?.[0]?.phone_number ?? null;

  const loading = <PlainLoadingState label="Loading your calls" />;
  let content;
  if (calls.isLoading) content = loading;
  else if (calls.isError) {
    content = <PlainErrorWithRetry title="Your calls could not be loaded" message={failureText(calls.error)} onRetry={() => void calls.refetch()} />;
  } else {
    // One paint after the heading: the history's code is asked for once the heading is on screen,
    // so the page's largest paint waits for none of it (Lighthouse counts what starts before that paint).
    content = (
      <Staged fallback={loading}>
        <Suspense fallback={loading}>
          <CallHistoryContent calls={calls.data ?? []} ownNumber={ownNumber} />
        </Suspense>
      </Staged>
    );
  }

  return (
    <div>
      <h1 className="pn-h1 pn-gutter">Call history</h1>
      {content}
    </div>
  );
}
