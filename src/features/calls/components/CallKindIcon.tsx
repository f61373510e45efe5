import CallMadeIcon from '@mui/icons-material/CallMade';
import CallMissedIcon from '@mui/icons-material/CallMissed';
import CallReceivedIcon from '@mui/icons-material/CallReceived';
import type { CallKind } from '../callHistory';

const labels: Record<CallKind, string> = {
  missed: 'Missed call',
  incoming: 'Incoming call',
  outgoing: 'Outgoing call',
};

/** The icon of a call, named for screen readers. */
export function CallKindIcon({ kind }: { kind: CallKind }) {
  const label = labels[kind];
  if (kind === 'missed') return <CallMissedIcon color="error" titleAccess={label} />;
  if (kind === 'outgoing') return <CallMadeIcon color="primary" titleAccess={label} />;
  return <CallReceivedIcon color="success" titleAccess={label} />;
}
