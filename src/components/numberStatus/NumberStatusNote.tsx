import { paths } from '../../config/paths';
import { PlainAlert } from '../plain/PlainAlert';
import { PlainLink } from '../plain/PlainLink';
import { fixFormPath, type NumberStatus } from './numberStatus';
import { numberStatusMessages } from './numberStatusMessages';

interface NumberStatusNoteProps {
  status: NumberStatus;
  /** Link the text to the tracker (not on the tracker itself). */
  linkToTracker?: boolean;
  /** Also confirm the filing, as the email does (success page, tracker). */
  confirmFiling?: boolean;
}

/**
 * What the customer's number is doing, in the words every screen uses: a transfer in progress
 * (with its expected day), a rejection to fix (with the way to the fix form), a transfer done or
 * cancelled. Nothing for a bought number or none.
 */
export function NumberStatusNote({ status, linkToTracker = false, confirmFiling = false }: NumberStatusNoteProps) {
  switch (status.kind) {
    case 'transferring': {
      const text = numberStatusMessages.pending(status.expectedBy);
      return (
        <>
          {confirmFiling && (
            <p className="pn-body2 pn-mt-0_5">{numberStatusMessages.filed(status.number)}</p>
          )}
          <p className="pn-body2 pn-secondary pn-mt-0_5">
            {linkToTracker ? (
              <PlainLink to={paths.dashboard.porting} className="pn-link--inherit">
                {text}
              </PlainLink>
            ) : (
              text
            )}
          </p>
        </>
      );
    }
    case 'actionNeeded':
      return (
        <div className="pn-mt-1 pn-start">
          <PlainAlert severity="warning" title={numberStatusMessages.actionNeeded}>
            <p className="pn-body2">{status.reason}</p>
            <PlainLink to={fixFormPath(status.requestId)} className="pn-link--block pn-mt-0_5">
              {numberStatusMessages.fixLink}
            </PlainLink>
          </PlainAlert>
        </div>
      );
    case 'ported':
      return (
        <p className="pn-body2 pn-secondary pn-mt-0_5">{numberStatusMessages.ported(status.number)}</p>
      );
    case 'cancelled':
      return (
        <p className="pn-body2 pn-secondary pn-mt-0_5">{numberStatusMessages.cancelled(status.reason)}</p>
      );
    default:
      return null;
  }
}
