import { PlainIcon } from '../../../components/icons/PlainIcon';
import * as iconPaths from '../../../components/icons/iconPaths';
import type { CallKind } from '../callHistory';

const icons: Record<CallKind, { label: string; path: string }> = {
  missed: { label: 'Missed call', path: iconPaths.callMissed },
  incoming: { label: 'Incoming call', path: iconPaths.callReceived },
  outgoing: { label: 'Outgoing call', path: iconPaths.callMade },
};

/** The icon of a call, named for screen readers and coloured by kind (callsCss). */
export function CallKindIcon({ kind }: { kind: CallKind }) {
  const { label, path } = icons[kind];
  return <PlainIcon path={path} label={label} className={`calls-row__kind calls-row__kind--${kind}`} />;
}
