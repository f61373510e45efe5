import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { BillingHistoryItem } from '../../../contract/api';
import { ChargeListItem, ChargeTableRow } from './ChargeRows';
import { ChargeListStyles } from './ChargeListStyles';

interface ChargeListProps {
  charges: readonly BillingHistoryItem[];
  onOpenReceipt: (item: BillingHistoryItem) => void;
}

/** The charges, newest first: a table on a wide screen, stacked rows on a phone (nothing scrolls sideways at 320 px). */
export function ChargeList({ charges, onOpenReceipt }: ChargeListProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  return (
    <>
      <ChargeListStyles />
      {phone ? (
        <ul className="billing-list" aria-label="Charges">
          {charges.map((item) => (
            <ChargeListItem key={String(item.id)} item={item} onOpenReceipt={onOpenReceipt} />
          ))}
        </ul>
      ) : (
        <table className="billing-table" aria-label="Charges">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Description</th>
              <th scope="col" className="billing-amount">
                Amount
              </th>
              <th scope="col">Card</th>
              <th scope="col">Status</th>
              <th scope="col">Receipt</th>
            </tr>
          </thead>
          <tbody>
            {charges.map((item) => (
              <ChargeTableRow key={String(item.id)} item={item} onOpenReceipt={onOpenReceipt} />
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
