import { useGetBillingHistoryInfiniteQuery } from '../../api/billingApi';
import { paths } from '../../config/paths';
import { PlainLink } from '../plain/PlainLink';
import type { BillingHistoryItem } from '../../contract/api';
import type { BillingPageState } from './billingPageState';

interface LatestReceiptLinkProps {
  /** Which charge the receipt is for: the newest charge it matches on the first page is taken. */
  matches(item: BillingHistoryItem): boolean;
  label: string;
}

/**
 * A link to the receipt of a charge just made (the billing page opens it). Shown once the history
 * has been read again after the charge (a stale page could hold an older charge of the same
 * amount); nothing when the backend keeps no history (SPEC's has none).
 */
export function LatestReceiptLink({ matches, label }: LatestReceiptLinkProps) {
  const history = useGetBillingHistoryInfiniteQuery();
  if (history.isFetching || history.isError || !history.data) return null;
  const charge = history.data.pages[0]?.items.find((item) => item.status === 'succeeded' && item.receipt_id !== null && matches(item));
  if (!charge || charge.receipt_id === null) return null;
  const state: BillingPageState = { receipt: String(charge.receipt_id) };
  return (
    <p className="pn-body1">
      <PlainLink to={paths.dashboard.billing} state={state}>
        {label}
      </PlainLink>
    </p>
  );
}
