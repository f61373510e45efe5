import { NavLink } from 'react-router-dom';
import { PlainIcon } from '../../../components/icons/PlainIcon';
import { paths } from '../../../config/paths';
import { useAppSelector } from '../../../state/hooks';
import { selectUnreadChats } from '../../../api/liveActivitySlice';
import { dashboardMessages } from '../dashboardMessages';
import { phoneTabs } from './phoneTabs';

const countText = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * Material's bottom navigation drawn with plain elements (the dashboard's frame paints before MUI
 * loads): a list of links, each an icon over its label; NavLink marks the current page with
 * aria-current="page". Chats carries the count of messages that arrived live elsewhere.
 */
export function PhoneTabBar() {
  const unreadChats = useAppSelector(selectUnreadChats);
  return (
    <nav aria-label="Dashboard pages" className="pn-tabbar">
      <ul className="pn-tabbar__list">
        {phoneTabs.map(({ to, label, icon }) => {
          const unread = to === paths.dashboard.chats ? unreadChats : 0;
          return (
            <li key={to} className="pn-tabbar__item">
              <NavLink to={to} className="pn-tabbar__link">
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
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
