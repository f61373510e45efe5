import { useSearchParams } from 'react-router-dom';
import { useGetPhonesQuery } from '../../api/phonesApi';
import { routeParams } from '../../config/paths';

/**
 * The number the customer already has: the ?phone_number= parameter, else the first of
 * GET /webphones (a bought number, or a port request already filed). Null when none.
 */
export function useOwnedNumber(): string | null {
  const [searchParams] = useSearchParams();
  const { data: phones } = useGetPhonesQuery();
  return searchParams.get(routeParams.phoneNumber)?.trim() || phones?.[0]?.phone_number || null;
}
