import { useGetPhonesQuery } from '../../api/phonesApi';
import { usDigits } from '../../lib/formatPhone';
import { selectChosenPhoneNumber } from '../../session/sessionSlice';
import { useAppSelector } from '../../state/hooks';
import { useOwnedNumber } from './useOwnedNumber';

/** The number an order is for, and whether it is one being transferred in (a port request filed). */
export interface OrderNumber {
  number: string;
  transferring: boolean;
}

/**
 * The number the sign-up is buying a plan for: the one the customer has (or asked to transfer),
 * else the one chosen on /area-code. A number GET /webphones lists as 'port_pending' is being
 * transferred; a backend that does not say is read as a new number.
 */
export function useOrderNumber(): OrderNumber | null {
  const ownedNumber = useOwnedNumber();
  const chosenNumber = useAppSelector(selectChosenPhoneNumber);
  const { data: phones } = useGetPhonesQuery();
  const number = ownedNumber ?? chosenNumber;
  if (!number) return null;
  const digits = usDigits(number) ?? number;
  const listed = phones?.find((phone) => (usDigits(phone.phone_number) ?? phone.phone_number) === digits);
  return { number, transferring: listed?.status === 'port_pending' };
}
