import { Link, useLocation } from 'react-router-dom';
import { PlainIcon } from '../../../components/icons/PlainIcon';
import { paths } from '../../../config/paths';
import { useAppSelector } from '../../../state/hooks';
import { selectUnreadChats } from '../../../api/liveActivitySlice';
import { dashboardMessages } from '../dashboardMessages';
import { phoneTabs } from './phoneTabs';

const countText = (count: number) => (count > 99 ? '99+' : String(count));

/** Pages a phone reaches from another tab's page: the voicemail inbox sits beside Calls. */
const sectionOf: Partial<Record<string, string>> = { [paths.dashboard.voicemail]: paths.dashboard.calls };

/** 'page' on the tab of the current page; 'true' on the tab whose section holds it (Calls on the voicemail page). */
function currentness(to: string, pathname: string): 'page' | 'true' | undefined {
  const here = pathname.replace(/\/+$/, '');
  if (here === to || here.startsWith(`${to}/`)) return 'page';
  return sectionOf[here] === to ? 'true' : undefined;
}

/**
 * Material's bottom navigation drawn with plain elements (the dashboard's frame paints before MUI
 * loads): a list of links, each an icon over its label; the current page's is marked with
 * aria-current="page", and Calls with aria-current="true" on the voicemail page it leads to.
 * Chats carries the count of messages that arrived live elsewhere.
 */
export function PhoneTabBar() {
  const unreadChats = useAppSelector(selectUnreadChats);
  const { pathname } = useLocation();
  return (
    <nav aria-label="Dashboard pages" className="pn-tabbar">
      <ul className="pn-tabbar__list">
        {phoneTabs.map(({ to, label, icon }) => {
          const unread = to === paths.dashboard.chats ? unreadChats : 0;
          return (
            <li key={to} className="pn-tabbar__item">
              <Link to={to} className="pn-tabbar__link" aria-current={currentness(to, pathname)}>
                <span className="pn-tabbar__icon">
                  <PlainIcon path={icon} />
                  {/* Seen on the icon; heard after the label (below), so the name reads 'Chats 2 unread'. */}
                  {unread > 0 && (
                    <span className="pn-tabbar__badge" aria-hidden="true">
                      {countText(unread)}
                    </span>
                  )}
                </span>
                <span className="pn-tabbar__label">{label}</span>
                {unread > 0 && <span className="pn-visually-hidden">{` ${countText(unread)}${dashboardMessages.unreadSuffix}`}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
