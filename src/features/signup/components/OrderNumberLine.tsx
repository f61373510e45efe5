import { formatPhone } from '../../../lib/formatPhone';
import type { OrderNumber } from '../useOrderNumber';

/** The order's number as the customer chose it: 'Your number: (508) 555-0123', or 'Transferring (508) 555-0123' for a port. */
export function orderNumberText({ number, transferring }: OrderNumber): string {
  return transferring ? `Transferring ${formatPhone(number)}` : `Your number: ${formatPhone(number)}`;
}

export function OrderNumberLine({ orderNumber, className = 'pn-body1 pn-secondary' }: { orderNumber: OrderNumber | null; className?: string }) {
  return orderNumber ? <p className={className}>{orderNumberText(orderNumber)}</p> : null;
}
