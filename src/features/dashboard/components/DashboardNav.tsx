import { MuiIcon } from '../../../components/icons/MuiIcon';
import { chatPath } from '../../../components/icons/paths/chat';
import { historyPath } from '../../../components/icons/paths/history';
import { personPath } from '../../../components/icons/paths/person';
import { swapHorizPath } from '../../../components/icons/paths/swapHoriz';
import { voicemailPath } from '../../../components/icons/paths/voicemail';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { NavLink } from 'react-router-dom';
import { useGetPortRequestsQuery } from '../../../api/portingApi';
import { useGetVoicemailsInfiniteQuery } from '../../../api/voicemailApi';
import { paths } from '../../../config/paths';
import { useAppSelector } from '../../../state/hooks';
import { selectUnreadChats } from '../../../api/liveActivitySlice';
import { VisuallyHidden } from '../../../components/a11y/VisuallyHidden';
import { dashboardMessages } from '../dashboardMessages';

const links = [
  { to: paths.dashboard.account, label: 'Manage account', icon: personPath },
  { to: paths.dashboard.chats, label: 'Chats', icon: chatPath },
  { to: paths.dashboard.calls, label: 'Call history', icon: historyPath },
] as const;

/** A count in a pill, as the link's own text, so that the link's name holds what is seen. */
function UnreadCount({ count }: { count: number }) {
  return (
    <Box
      component="span"
      sx={{
        ml: 1,
        minWidth: 20,
        height: 20,
        px: 0.75,
        borderRadius: 10,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontSize: '0.75rem',
        fontWeight: 600,
        lineHeight: '20px',
        textAlign: 'center',
      }}
    >
      {count > 99 ? '99+' : count}
    </Box>
  );
}

/** Shown with a backend that has the inbox (a SPEC-only one answers 404: hidden), with the unheard count. */
const voicemailLink = { to: paths.dashboard.voicemail, label: 'Voicemail', icon: voicemailPath } as const;

/** Shown once the customer has a number transfer (never with a backend without the tracker: 404). */
const transferLink = { to: paths.dashboard.porting, label: 'Number transfer', icon: swapHorizPath } as const;

/**
 * The dashboard's pages; NavLink marks the current one with aria-current="page". Chats carries a
 * count of messages that arrived live while the customer was elsewhere, Voicemail the unheard ones. hiddenPages
 * are reached another way (a phone's tab bar).
 */
export function DashboardNav({ onNavigate, hiddenPages = [] }: { onNavigate?: () => void; hiddenPages?: readonly string[] }) {
  const unreadChats = useAppSelector(selectUnreadChats);
  const transfers = useGetPortRequestsQuery();
  const voicemails = useGetVoicemailsInfiniteQuery();
  const unheardVoicemails = voicemails.data?.pages[0]?.unheard_count ?? 0;
  const shown = [...links, ...(voicemails.data ? [voicemailLink] : []), ...(transfers.data && transfers.data.length > 0 ? [transferLink] : [])].filter(
    (link) => !hiddenPages.includes(link.to),
  );
  // Nothing left to list (a phone without a transfer): no empty landmark.
  if (shown.length === 0) return null;
  return (
    <nav aria-label="Dashboard">
      {/* A div, not a ul: the links themselves are the items (a ul may only hold li elements). */}
      <List component="div" disablePadding sx={{ py: 1 }}>
        {shown.map(({ to, label, icon }) => {
          const unread = to === paths.dashboard.chats ? unreadChats : to === paths.dashboard.voicemail ? unheardVoicemails : 0;
          return (
            <ListItemButton
              key={to}
              component={NavLink}
              to={to}
              onClick={onNavigate}
              sx={{ borderRadius: 1, '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <MuiIcon path={icon} aria-hidden="true" />
              </ListItemIcon>
              <ListItemText primary={label} />
              {/* The name is the visible text plus a hidden word ('Chats 2 unread'), so that it
                  contains what is seen (WCAG 2.5.3: voice users say what they see). */}
              {unread > 0 && (
                <>
                  <UnreadCount count={unread} />
                  <VisuallyHidden>{to === paths.dashboard.voicemail ? dashboardMessages.unheardSuffix : dashboardMessages.unreadSuffix}</VisuallyHidden>
                </>
              )}
            </ListItemButton>
          );
        })}
      </List>
    </nav>
  );
}
