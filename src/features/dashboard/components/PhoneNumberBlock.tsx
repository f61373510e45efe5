import { useGetPhonesQuery } from '../../../api/phonesApi';
import { formatPhone } from '../../../lib/formatPhone';
import { NumberStatusNote } from '../../../components/numberStatus/NumberStatusNote';
import { PORT_PENDING_TEXT } from '../../../components/numberStatus/numberStatusMessages';
import { useNumberStatus } from '../../../components/numberStatus/useNumberStatus';
import { PanelBlock } from './PanelBlock';

export { PORT_PENDING_TEXT };

/**
 * 'Your US phone number' as +1 and the formatted number, and what its transfer is doing (the same
 * reading as the header, the success page and the tracker: useNumberStatus).
 */
export function PhoneNumberBlock() {
  const phones = useGetPhonesQuery();
  const status = useNumberStatus();
  const number = phones.data?.[0]?.phone_number;
  return (
    <PanelBlock label="Your US phone number" query={phones}>
      <p className="pn-overline pn-secondary">Your US phone number</p>
      <p className="pn-body1 pn-bold">{number ? `+1 ${formatPhone(number)}` : 'No number yet'}</p>
      <NumberStatusNote status={status} linkToTracker />
    </PanelBlock>
  );
}
