import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { HeaderAction } from './headerAction';

export interface HeaderMenuProps {
  actions: HeaderAction[];
  anchor: HTMLElement | null;
  onClose(): void;
}

/** The narrow header's menu of actions (its own chunk: MUI's Menu and Popover are not needed to paint). */
export function HeaderMenu({ actions, anchor, onClose }: HeaderMenuProps) {
  return (
    <Menu id="header-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {actions.map((action) => (
        <MenuItem
          key={action.label}
          onClick={() => {
            onClose();
            action.onSelect();
          }}
        >
          {action.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
