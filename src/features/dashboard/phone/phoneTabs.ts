import { paths } from '../../../config/paths';
import { tabBarIconPaths } from './tabBarIconPaths';

/** The pages a phone reaches in one tap, in Material's bottom navigation order (left to right). */
export const phoneTabs = [
  { to: paths.dashboard.calls, label: 'Calls', icon: tabBarIconPaths.phone },
  { to: paths.dashboard.chats, label: 'Chats', icon: tabBarIconPaths.chat },
  { to: paths.dashboard.esim, label: 'eSIM', icon: tabBarIconPaths.simCard },
  { to: paths.dashboard.plan, label: 'Plan', icon: tabBarIconPaths.workspacePremium },
  { to: paths.dashboard.account, label: 'Account', icon: tabBarIconPaths.person },
] as const;

/** The pages the bar holds: the phone's drawer leaves them out. */
export const phoneTabPaths: readonly string[] = phoneTabs.map((tab) => tab.to);
