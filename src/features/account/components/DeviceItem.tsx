import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import type { ActiveSession } from '../../../contract/api';
import { deviceName, relativeTime, signedInDate } from '../deviceLabels';
import { devicesMessages } from '../devicesMessages';

interface DeviceItemProps {
  session: ActiveSession;
  onSignOut: (session: ActiveSession) => void;
}

/** One signed-in device: what it is, where from, since when, last active, and its sign-out button. */
export const DeviceItem = memo(function DeviceItem({ session, onSignOut }: DeviceItemProps) {
  const name = deviceName(session);
  return (
    <Box
      component="li"
      aria-label={session.current ? `${name}, ${devicesMessages.thisDevice}` : name}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
          {session.current && <Chip label={devicesMessages.thisDevice} size="small" color="primary" />}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {session.ip ?? devicesMessages.unknownAddress}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {devicesMessages.signedIn(signedInDate(session))} · {devicesMessages.lastActive(relativeTime(session.last_seen_at))}
        </Typography>
      </Box>
      <Button variant="outlined" color={session.current ? 'inherit' : 'error'} size="small" aria-label={devicesMessages.signOutLabel(session.current ? devicesMessages.thisDevice.toLowerCase() : name)} onClick={() => onSignOut(session)}>
        {devicesMessages.signOut}
      </Button>
    </Box>
  );
});
