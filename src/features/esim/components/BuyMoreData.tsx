import { Suspense, useState } from 'react';
import { useGetEsimTopupsQuery } from '../../../api/esimApi';
import { useNotify } from '../../../components/feedback/useNotify';
import { Spaced } from '../../../components/plain/layout/Spaced';
import { PlainButton } from '../../../components/plain/PlainButton';
import { PlainLoadingState } from '../../../components/plain/PlainLoadingState';
import { topUpMessages as messages } from '../esimMessages';
import { TopUpDialog } from '../parts';

/**
 * 'Buy more data' under the data meter: prominent when the data runs low, quiet otherwise, and
 * absent where the backend sells no top-ups (a SPEC-only backend answers 404) or lists none.
 */
export function BuyMoreData({ runsLow }: { runsLow: boolean }) {
  const topups = useGetEsimTopupsQuery();
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const offers = topups.data?.success === false ? [] : (topups.data?.topups ?? []);
  if (offers.length === 0) return null;
  return (
    <Spaced above={2}>
      <PlainButton variant={runsLow ? 'contained' : 'text'} onClick={() => setOpen(true)}>
        {messages.buy}
      </PlainButton>
      {open && (
        <Suspense fallback={<PlainLoadingState label={messages.loadingDialog} compact />}>
          <TopUpDialog
            topups={offers}
            onClose={() => setOpen(false)}
            onAdded={(size) => {
              setOpen(false);
              notify.success(messages.added(size));
            }}
          />
        </Suspense>
      )}
    </Spaced>
  );
}
