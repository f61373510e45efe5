import { PlainIcon } from '../../../components/icons/PlainIcon';
import { errorOutlinePath } from '../../../components/icons/paths/errorOutline';
import { billingMessages } from '../billingMessages';

/** 'Paid' or 'Failed' as a chip (plain elements: a list of a thousand charges draws one per row). */
export function ChargeStatus({ paid }: { paid: boolean }) {
  return paid ? (
    <span className="billing-status billing-status--paid">{billingMessages.paid}</span>
  ) : (
    <span className="billing-status billing-status--failed">
      <PlainIcon path={errorOutlinePath} className="billing-status__icon" />
      {billingMessages.failed}
    </span>
  );
}
