import { PhoneAppLink } from '../../../components/contacts/PhoneAppLink';
import { PlainIcon } from '../../../components/icons/PlainIcon';
import { chatBubbleOutlinedPath } from '../../../components/icons/paths/chatBubbleOutlined';
import { phoneAppNote } from '../chatMessages';

/** No conversations yet: messages are sent from the phone app. */
export function ChatsEmptyState() {
  return (
    <div className="pn-empty">
      <PlainIcon path={chatBubbleOutlinedPath} className="pn-empty__icon" />
      <h2 className="pn-h2">No conversations yet</h2>
      <p className="pn-body1 pn-secondary">Messages you receive on your number show here.</p>
      <p className="pn-body1 pn-secondary">{phoneAppNote}</p>
      <PhoneAppLink />
    </div>
  );
}
