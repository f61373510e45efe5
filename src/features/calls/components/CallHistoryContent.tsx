import type { CallLogItem } from '../../../contract/api';
import { CallSearch } from '../search/CallSearch';
import { CallsEmptyState } from './CallsEmptyState';

interface CallHistoryContentProps {
  calls: readonly CallLogItem[];
  ownNumber: string | null;
}

/** The loaded history, in plain elements: the search over it, or the empty state when there is none yet. */
export function CallHistoryContent({ calls, ownNumber }: CallHistoryContentProps) {
  return calls.length === 0 ? <CallsEmptyState /> : <CallSearch calls={calls} ownNumber={ownNumber} />;
}
