import { useGetPhonesQuery } from '../../api/phonesApi';
import { useGetPortRequestsQuery } from '../../api/portingApi';
import { needsPortRequests, numberStatusOf, type NumberStatus } from './numberStatus';

/**
 * The state of my number, for every screen that tells it. The tracker is asked only when
 * /webphones shows a transfer or no number; its failure (404 on SPEC's backend) leaves SPEC's
 * reading of /webphones.
 */
export function useNumberStatus({ skip = false }: { skip?: boolean } = {}): NumberStatus {
  const phones = useGetPhonesQuery(undefined, { skip });
  const askTracker = !skip && needsPortRequests(phones.data);
  const requests = useGetPortRequestsQuery(undefined, { skip: !askTracker });
  if (skip) return { kind: 'none' };
  if (askTracker && requests.isLoading) return { kind: 'loading' };
  return numberStatusOf(phones.data, askTracker ? (requests.data ?? null) : null);
}
