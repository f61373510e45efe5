import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { BillingHistoryItem } from '../../../contract/api';
import { ChargeListItem, ChargeTableRow } from './ChargeRows';

interface ChargeListProps {
  charges: readonly BillingHistoryItem[];
  onOpenReceipt: (item: BillingHistoryItem) => void;
}

/**
 * Whether the page's column is too narrow for six columns: a phone, or a window just wide enough
 * for the panel beside the page (901 to 1023 px leave the page about 530 to 650 px).
 */
function useStackedCharges(): boolean {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const besideThePanel = useMediaQuery('(min-width:900.05px) and (max-width:1023.95px)', { noSsr: true });
  return phone || besideThePanel;
}

/** The charges, newest first: a table where it fits, stacked rows otherwise (nothing scrolls sideways at 320 px). */
export function ChargeList({ charges, onOpenReceipt }: ChargeListProps) {
  const stacked = useStackedCharges();
  return (
    <>
      {stacked ? (
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
