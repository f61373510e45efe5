import { PlainAlert } from '../../../components/plain/PlainAlert';
import { Spaced } from '../../../components/plain/layout/Spaced';
import type { PortRequest } from '../../../contract/api';
import { formatPhone } from '../../../lib/formatPhone';
import { portingMessages } from '../portingMessages';
import { EXPIRED_CODE, formatDeadline, PortTimeline } from './PortTimeline';
import { ResubmitForm } from './ResubmitForm';

/**
 * One transfer: its number, its timeline and, when rejected, the reason, the fix, the fields to
 * fix and by when (a request waiting for the customer is cancelled after a while).
 */
export function PortRequestCard({ request, focusFix = false }: { request: PortRequest; focusFix?: boolean }) {
  const number = `+1 ${formatPhone(request.phone_number)}`;
  const titleId = `port-${request.id}-title`;
  const rejection = request.status === 'rejected' ? request.rejection : null;
  // Only a request waiting for the customer's fix is cancelled; a backend that does not cancel sends no time.
  const deadline = rejection && rejection.fields.length > 0 && request.expires_at ? formatDeadline(request.expires_at) : null;
  return (
    <section aria-labelledby={titleId} className="pn-panel port-card">
      <h2 id={titleId} className="pn-h2 port-card__title">
        {portingMessages.cardTitle(number)}
      </h2>
      {request.account_number_last4 && <p className="pn-body2 pn-secondary">{portingMessages.accountEnding(request.account_number_last4)}</p>}
      <Spaced above={2}>
        <PortTimeline request={request} />
      </Spaced>
      {rejection && (
        <Spaced above={2}>
          <PlainAlert severity="warning" role="note" title={rejection.code === EXPIRED_CODE ? portingMessages.whyCancelled : portingMessages.whyRejected}>
            <p className="pn-body2">{rejection.reason}</p>
            <p className="pn-body2 pn-bold port-card__gap">{portingMessages.whatToFix}</p>
            <p className="pn-body2">{rejection.fix}</p>
            {deadline && <p className="pn-body2 pn-bold port-card__gap">{portingMessages.expiresBy(deadline)}</p>}
            {rejection.fields.length === 0 && <p className="pn-body2 port-card__gap">{portingMessages.notFixable}</p>}
          </PlainAlert>
        </Spaced>
      )}
      {rejection && rejection.fields.length > 0 && <ResubmitForm requestId={request.id} fields={rejection.fields} autoFocus={focusFix} />}
    </section>
  );
}
