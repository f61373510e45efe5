import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { CallLogItem } from '../../../contract/api';

interface CallRowMenuProps {
  call: CallLogItem | null;
  anchor: HTMLElement | null;
  onClose: () => void;
  onHide: (call: CallLogItem) => void;
  onBlock: (call: CallLogItem) => void;
}

/** The row menu of SPEC §2; a contact already blocked cannot be blocked again (SPEC §6). */
export function CallRowMenu({ call, anchor, onClose, onHide, onBlock }: CallRowMenuProps) {
  const choose = (action: (call: CallLogItem) => void) => () => {
    onClose();
    if (call) action(call);
  };
  return (
    <Menu anchorEl={anchor} open={Boolean(call && anchor)} onClose={onClose}>
      <MenuItem onClick={choose(onHide)}>Delete call history</MenuItem>
      <MenuItem onClick={choose(onBlock)} disabled={call?.is_blocked ?? false}>
        Block contact
      </MenuItem>
    </Menu>
  );
}
