import ChatIcon from '@mui/icons-material/Chat';
import HistoryIcon from '@mui/icons-material/History';
import PersonIcon from '@mui/icons-material/Person';
import Badge from '@mui/material/Badge';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { NavLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useAppSelector } from '../../../state/hooks';
import { selectUnreadChats } from '../../../state/liveActivitySlice';
import { dashboardMessages } from '../dashboardMessages';

const links = [
  { to: paths.dashboard.account, label: 'Manage account', Icon: PersonIcon },
  { to: paths.dashboard.chats, label: 'Chats', Icon: ChatIcon },
  { to: paths.dashboard.calls, label: 'Call history', Icon: HistoryIcon },
] as const;

/**
 * The dashboard's pages; NavLink marks the current one with aria-current="page". Chats carries a
 * badge for messages that arrived live while the customer was elsewhere (issue 25 §1).
 */
export function DashboardNav({ onNavigate }: { onNavigate?: () => void }) {
  const unreadChats = useAppSelector(selectUnreadChats);
  return (
    <nav aria-label="Dashboard">
      {/* A div, not a ul: the links themselves are the items (a ul may only hold li elements). */}
      <List component="div" disablePadding sx={{ py: 1 }}>
        {links.map(({ to, label, Icon }) => {
          const unread = to === paths.dashboard.chats ? unreadChats : 0;
          return (
            <ListItemButton
              key={to}
              component={NavLink}
              to={to}
              onClick={onNavigate}
              aria-label={unread > 0 ? dashboardMessages.unreadChats(label, unread) : undefined}
              sx={{ borderRadius: 1, '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Icon aria-hidden="true" />
              </ListItemIcon>
              <ListItemText primary={label} />
              {/* The link's name says the count; the badge only shows it. */}
              {unread > 0 && (
                <Badge
                  badgeContent={unread}
                  max={99}
                  color="primary"
                  aria-hidden="true"
                  sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
                />
              )}
            </ListItemButton>
          );
        })}
      </List>
    </nav>
  );
}
