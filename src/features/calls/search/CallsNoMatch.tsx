import { PlainIcon } from '../../../components/icons/PlainIcon';
import { searchOffPath } from '../../../components/icons/paths/searchOff';
import { PlainButton } from '../../../components/plain/PlainButton';
import { callMessages } from '../callMessages';

/** Calls exist but none passes the filters: unlike 'No calls yet', the way out is to clear them. */
export function CallsNoMatch({ onClear }: { onClear: () => void }) {
  return (
    <div className="pn-empty">
      <PlainIcon path={searchOffPath} className="pn-empty__icon" />
      <h2 className="pn-h2">{callMessages.noMatchTitle}</h2>
      <p className="pn-body1 pn-secondary">{callMessages.noMatchText}</p>
      <PlainButton variant="outlined" onClick={onClear}>
        {callMessages.clearFilters}
      </PlainButton>
    </div>
  );
}
