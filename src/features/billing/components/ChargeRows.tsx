import { memo } from 'react';
import type { BillingHistoryItem } from '../../../contract/api';
import { chargeAmount, chargeCard, chargeDate, chargePaid } from '../charges';
import { ChargeStatus } from './ChargeStatus';
import { ReceiptButton } from './ReceiptButton';

interface ChargeRowProps {
  item: BillingHistoryItem;
  onOpenReceipt: (item: BillingHistoryItem) => void;
}

/**
 * One charge as a table row (where the table fits). Plain elements styled by the prebuilt sheet (billingCss), and
 * memoised: showing older charges re-renders the list, and rows already shown cost nothing.
 */
export const ChargeTableRow = memo(function ChargeTableRow({ item, onOpenReceipt }: ChargeRowProps) {
  const paid = chargePaid(item);
  return (
    <tr className={paid ? undefined : 'billing-failed'}>
      <td className="billing-nowrap">{chargeDate(item)}</td>
      <td className="billing-description">{item.description}</td>
      <td className="billing-amount">{chargeAmount(item)}</td>
      {/* May wrap (brand above the digits) rather than widen the table. */}
      <td>{chargeCard(item)}</td>
      <td>
        <ChargeStatus paid={paid} />
      </td>
      <td>
        <ReceiptButton item={item} onOpen={onOpenReceipt} />
      </td>
    </tr>
  );
});

/** One charge as stacked lines (a phone, or a page column too narrow for the table): description and amount, date and card, status and receipt. */
export const ChargeListItem = memo(function ChargeListItem({ item, onOpenReceipt }: ChargeRowProps) {
  const paid = chargePaid(item);
  return (
    <li className={paid ? 'billing-item' : 'billing-item billing-failed'}>
      <p className="billing-item__description">{item.description}</p>
      <p className="billing-item__amount">{chargeAmount(item)}</p>
      <p className="billing-item__meta">
        {item.card ? `${chargeDate(item)} · ${chargeCard(item)}` : chargeDate(item)}
      </p>
      <div className="billing-item__actions">
        <ChargeStatus paid={paid} />
        <ReceiptButton item={item} onOpen={onOpenReceipt} />
      </div>
    </li>
  );
});
