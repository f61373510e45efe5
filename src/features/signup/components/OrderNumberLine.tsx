import { formatPhone } from '../../../lib/formatPhone';
import type { OrderNumber } from '../useOrderNumber';
import { Spaced } from '../../../components/plain/layout/Spaced';
import type { SpaceStep } from '../../../components/plain/layout/space';

/** The order's number as the customer chose it: 'Your number: (508) 555-0123', or 'Transferring (508) 555-0123' for a port. */
export function orderNumberText({ number, transferring }: OrderNumber): string {
  return transferring ? `Transferring ${formatPhone(number)}` : `Your number: ${formatPhone(number)}`;
}

interface OrderNumberLineProps {
  orderNumber: OrderNumber | null;
  className?: string;
  /** Space under the line, when it stands over the page's content (none when there is no number). */
  below?: SpaceStep;
}

export function OrderNumberLine({ orderNumber, className = 'pn-body1 pn-secondary', below }: OrderNumberLineProps) {
  if (!orderNumber) return null;
  const line = <p className={className}>{orderNumberText(orderNumber)}</p>;
  return below ? <Spaced below={below}>{line}</Spaced> : line;
}
