import { failureText } from '../../../api/apiError';
import { PlainAlert } from '../../../components/plain/PlainAlert';
import { PlainButton } from '../../../components/plain/PlainButton';
import { billingMessages } from '../billingMessages';

interface OlderChargesProps {
  hasMore: boolean;
  loading: boolean;
  /** The last attempt at the next page failed (the pages shown stay). */
  error: unknown;
  onShowMore(): void;
}

/** 'Show older charges' while the server has more; a failed page says so and offers to try again. */
export function OlderCharges({ hasMore, loading, error, onShowMore }: OlderChargesProps) {
  if (!hasMore) return null;
  return (
    <div className="billing-older pn-mt-2">
      {error ? (
        <PlainAlert severity="error">
          {billingMessages.olderFailed}: {failureText(error)}
        </PlainAlert>
      ) : null}
      <PlainButton variant="outlined" onClick={onShowMore} loading={loading}>
        {billingMessages.showOlder}
      </PlainButton>
    </div>
  );
}
