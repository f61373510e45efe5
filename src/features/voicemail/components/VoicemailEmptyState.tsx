import { PlainIcon } from '../../../components/icons/PlainIcon';
import { voicemailPath } from '../../../components/icons/paths/voicemail';
import { voicemailMessages } from '../voicemailMessages';

/** No voicemails yet. */
export function VoicemailEmptyState() {
  return (
    <div className="pn-empty">
      <PlainIcon path={voicemailPath} className="pn-empty__icon" />
      <h2 className="pn-h2">{voicemailMessages.emptyTitle}</h2>
      <p className="pn-body1 pn-secondary">{voicemailMessages.emptyText}</p>
    </div>
  );
}
