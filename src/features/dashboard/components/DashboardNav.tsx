import { NavLink } from 'react-router-dom';
import { useGetPortRequestsQuery } from '../../../api/portingApi';
import { useGetVoicemailsInfiniteQuery } from '../../../api/voicemailApi';
import { selectUnreadChats } from '../../../api/liveActivitySlice';
import { PlainIcon } from '../../../components/icons/PlainIcon';
import { chatPath } from '../../../components/icons/paths/chat';
import { historyPath } from '../../../components/icons/paths/history';
import { personPath } from '../../../components/icons/paths/person';
import { swapHorizPath } from '../../../components/icons/paths/swapHoriz';
import { voicemailPath } from '../../../components/icons/paths/voicemail';
import { paths } from '../../../config/paths';
import { useAppSelector } from '../../../state/hooks';
import { dashboardMessages } from '../dashboardMessages';

const links = [
  { to: paths.dashboard.account, label: 'Manage account', icon: personPath },
  { to: paths.dashboard.chats, label: 'Chats', icon: chatPath },
  { to: paths.dashboard.calls, label: 'Call history', icon: historyPath },
] as const;

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
    <nav aria-label="Dashboard" className="panel-nav">
      {/* No list: the links themselves are the items, as the header's are. */}
      {shown.map(({ to, label, icon }) => {
        const unread = to === paths.dashboard.chats ? unreadChats : to === paths.dashboard.voicemail ? unheardVoicemails : 0;
        return (
          <NavLink key={to} to={to} onClick={onNavigate} className="panel-nav__link">
            <span className="panel-nav__icon">
              <PlainIcon path={icon} />
            </span>
            <span className="panel-nav__label">{label}</span>
            {/* The name is the visible text plus a hidden word ('Chats 2 unread'), so that it
                contains what is seen (WCAG 2.5.3: voice users say what they see). */}
            {unread > 0 && (
              <>
                <span className="panel-nav__count">{unread > 99 ? '99+' : unread}</span>
                <span className="pn-visually-hidden">{to === paths.dashboard.voicemail ? dashboardMessages.unheardSuffix : dashboardMessages.unreadSuffix}</span>
              </>
            )}
          </NavLink>
        );
      })}
    </nav>
  );
}
