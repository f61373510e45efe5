import { PlainIcon } from '../../../components/icons/PlainIcon';
import { callMadePath } from '../../../components/icons/paths/callMade';
import { callMissedPath } from '../../../components/icons/paths/callMissed';
import { callReceivedPath } from '../../../components/icons/paths/callReceived';
import type { CallKind } from '../callHistory';

const icons: Record<CallKind, { label: string; path: string }> = {
  missed: { label: 'Missed call', path: callMissedPath },
  incoming: { label: 'Incoming call', path: callReceivedPath },
  outgoing: { label: 'Outgoing call', path: callMadePath },
};

/** The icon of a call, named for screen readers and coloured by kind (callsCss). */
export function CallKindIcon({ kind }: { kind: CallKind }) {
  const { label, path } = icons[kind];
  return <PlainIcon path={path} label={label} className={`calls-row__kind calls-row__kind--${kind}`} />;
}
