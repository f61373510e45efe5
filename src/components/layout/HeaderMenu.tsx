import { MuiIcon } from '../icons/MuiIcon';
import { checkPath } from '../icons/paths/check';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { chooseColorScheme, colorSchemeChoices } from '../../theme/colorScheme';
import { useColorSchemeChoice } from '../../theme/useColorScheme';
import { colorSchemeLabels } from './colorSchemeLabels';
import type { HeaderAction } from './headerAction';

export interface HeaderMenuProps {
  /** The narrow header's actions (Dashboard, Sign out); none on a wide screen, where they are buttons. */
  actions: HeaderAction[];
  anchor: HTMLElement | null;
  onClose(): void;
}


/**
 * The header's menu: the actions that do not fit a narrow header, then the colour scheme (the
 * system's, light or dark; remembered by this browser). Its own chunk: MUI's Menu and Popover
 * are not needed to paint.
 */
export function HeaderMenu({ actions, anchor, onClose }: HeaderMenuProps) {
  const choice = useColorSchemeChoice();
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
      {actions.length > 0 ? <Divider /> : null}
      {colorSchemeChoices.map((option) => (
        <MenuItem
          key={option}
          role="menuitemradio"
          aria-checked={option === choice}
          onClick={() => {
            chooseColorScheme(option);
            onClose();
          }}
        >
          <ListItemIcon>{option === choice ? <MuiIcon path={checkPath} fontSize="small" /> : null}</ListItemIcon>
          <ListItemText>{colorSchemeLabels[option]}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
