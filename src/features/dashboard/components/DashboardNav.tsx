import ChatIcon from '@mui/icons-material/Chat';
import HistoryIcon from '@mui/icons-material/History';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import PersonIcon from '@mui/icons-material/Person';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { NavLink } from 'react-router-dom';
import { useGetPortRequestsQuery } from '../../../api/portingApi';
import { paths } from '../../../config/paths';

const links = [
  { to: paths.dashboard.account, label: 'Manage account', Icon: PersonIcon },
  { to: paths.dashboard.chats, label: 'Chats', Icon: ChatIcon },
  { to: paths.dashboard.calls, label: 'Call history', Icon: HistoryIcon },
] as const;

/** Issue 25 §4: shown once the customer has a number transfer (never with a backend without the tracker: 404). */
const transferLink = { to: paths.dashboard.porting, label: 'Number transfer', Icon: SwapHorizIcon } as const;

/** The dashboard's pages; NavLink marks the current one with aria-current="page". */
export function DashboardNav({ onNavigate }: { onNavigate?: () => void }) {
  const transfers = useGetPortRequestsQuery();
  const shown = transfers.data && transfers.data.length > 0 ? [...links, transferLink] : links;
  return (
    <nav aria-label="Dashboard">
      {/* A div, not a ul: the links themselves are the items (a ul may only hold li elements). */}
      <List component="div" disablePadding sx={{ py: 1 }}>
        {shown.map(({ to, label, Icon }) => (
          <ListItemButton
            key={to}
            component={NavLink}
            to={to}
            onClick={onNavigate}
            sx={{ borderRadius: 1, '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <Icon aria-hidden="true" />
            </ListItemIcon>
            <ListItemText primary={label} />
          </ListItemButton>
        ))}
      </List>
    </nav>
  );
}
