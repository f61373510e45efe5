import { PlainIcon } from '../../../components/icons/PlainIcon';
import { historyIconPaths } from '../../../components/icons/historyIconPaths';
import type { CallKind } from '../callHistory';

const icons: Record<CallKind, { label: string; path: string }> = {
  missed: { label: 'Missed call', path: historyIconPaths.callMissed },
  incoming: { label: 'Incoming call', path: historyIconPaths.callReceived },
  outgoing: { label: 'Outgoing call', path: historyIconPaths.callMade },
};

/** The icon of a call, named for screen readers and coloured by kind (callsCss). */
export function CallKindIcon({ kind }: { kind: CallKind }) {
  const { label, path } = icons[kind];
  return <PlainIcon path={path} label={label} className={`calls-row__kind calls-row__kind--${kind}`} />;
}
