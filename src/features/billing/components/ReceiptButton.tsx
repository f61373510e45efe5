import type { BillingHistoryItem } from '../../../contract/api';
import { billingMessages } from '../billingMessages';
import { chargeName, receiptOf } from '../charges';

interface ReceiptButtonProps {
  item: BillingHistoryItem;
  onOpen: (item: BillingHistoryItem) => void;
}

/** 'Receipt' for a successful charge, named after its row for screen readers; nothing for a failed one. */
export function ReceiptButton({ item, onOpen }: ReceiptButtonProps) {
  if (receiptOf(item) === null) return null;
  return (
    <button type="button" className="billing-receipt" aria-label={billingMessages.receiptFor(chargeName(item))} onClick={() => onOpen(item)}>
      {billingMessages.receipt}
    </button>
  );
}
