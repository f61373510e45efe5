import { MuiIcon } from '../../../components/icons/MuiIcon';
import { moreVertPath } from '../../../components/icons/paths/moreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';

interface ChatMenuProps {
  contact: string;
  isBlocked: boolean;
  onDelete: () => void;
  onBlock: () => void;
}

/** Delete chat and Block contact (disabled once blocked, SPEC §6). */
export function ChatMenu({ contact, isBlocked, onDelete, onBlock }: ChatMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <IconButton aria-label={`Actions for the conversation with ${contact}`} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <MuiIcon path={moreVertPath} />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={choose(onDelete)}>Delete chat</MenuItem>
        <MenuItem onClick={choose(onBlock)} disabled={isBlocked}>
          Block contact
        </MenuItem>
      </Menu>
    </>
  );
}
