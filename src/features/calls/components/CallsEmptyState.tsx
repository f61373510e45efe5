import { PhoneAppLink } from '../../../components/contacts/PhoneAppLink';
import { PlainIcon } from '../../../components/icons/PlainIcon';
import { phonePath } from '../../../components/icons/paths/phone';

/** No calls yet: calls are made and received in the phone app. */
export function CallsEmptyState() {
  return (
    <div className="pn-empty">
      <PlainIcon path={phonePath} className="pn-empty__icon" />
      <h2 className="pn-h2">No calls yet</h2>
      <p className="pn-body1 pn-secondary">Calls you make and receive with your number show here. Calling needs the phone app.</p>
      <PhoneAppLink />
    </div>
  );
}
