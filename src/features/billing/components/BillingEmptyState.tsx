import { PlainIcon } from '../../../components/icons/PlainIcon';
import { receiptLongPath } from '../../../components/icons/paths/receiptLong';
import { billingMessages } from '../billingMessages';

/** No charges yet: where they will appear. */
export function BillingEmptyState() {
  return (
    <div className="pn-empty">
      <PlainIcon path={receiptLongPath} className="pn-empty__icon" />
      <h2 className="pn-h2">{billingMessages.emptyTitle}</h2>
      <p className="pn-body1 pn-secondary">{billingMessages.emptyText}</p>
    </div>
  );
}
