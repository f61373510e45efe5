import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { memo, type MouseEvent } from 'react';
import { formatPhone } from '../../../lib/formatPhone';
import type { CallLogItem } from '../../../types/api';
import { callKind, callOutcome, callTime, otherParty } from '../callHistory';
import { CallKindIcon } from './CallKindIcon';

export const CALL_ROW_HEIGHT = 64;

interface CallRowProps {
  call: CallLogItem;
  ownNumber: string | null;
  onOpenMenu: (call: CallLogItem, anchor: HTMLElement) => void;
}

/** One call: icon, other party, duration or cause, time and the row menu. Memoised: scrolling re-renders the list, not the rows already shown. */
export const CallRow = memo(function CallRow({ call, ownNumber, onOpenMenu }: CallRowProps) {
  const party = formatPhone(otherParty(call, ownNumber));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, height: CALL_ROW_HEIGHT, px: 2, borderBottom: 1, borderColor: 'divider' }}>
      <CallKindIcon kind={callKind(call, ownNumber)} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography noWrap sx={{ fontWeight: 500 }}>
          {party}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {callOutcome(call)}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {callTime(call)}
      </Typography>
      <IconButton
        aria-label={`Actions for the call with ${party}`}
        aria-haspopup="menu"
        onClick={(event: MouseEvent<HTMLElement>) => onOpenMenu(call, event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
    </Box>
  );
});
