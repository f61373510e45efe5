import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

interface ChatMenuProps {
  anchor: HTMLElement | null;
  isBlocked: boolean;
  onClose: () => void;
  onDelete: () => void;
  onBlock: () => void;
}

/** Delete chat and Block contact (disabled once blocked, SPEC §6), opened from the conversation's header. */
export function ChatMenu({ anchor, isBlocked, onClose, onDelete, onBlock }: ChatMenuProps) {
  const choose = (action: () => void) => () => {
    onClose();
    action();
  };
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      <MenuItem onClick={choose(onDelete)}>Delete chat</MenuItem>
      <MenuItem onClick={choose(onBlock)} disabled={isBlocked}>
        Block contact
      </MenuItem>
    </Menu>
  );
}
