import { useGetCardOnFileQuery } from '../../api/billingApi';
import type { CardOnFileState } from './cardUse';

/** The card on file for a purchase screen; any error means a backend without the endpoint (today's flow). */
export function useCardOnFile(): CardOnFileState {
  const { data, isSuccess, isError } = useGetCardOnFileQuery();
  if (isSuccess) return { card: data ?? null };
  return isError ? 'unavailable' : 'loading';
}
