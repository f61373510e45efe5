import { paths } from '../../../config/paths';
import * as iconPaths from '../../../components/icons/iconPaths';

/** The pages a phone reaches in one tap, in Material's bottom navigation order (left to right). */
export const phoneTabs = [
  { to: paths.dashboard.calls, label: 'Calls', icon: iconPaths.phone },
  { to: paths.dashboard.chats, label: 'Chats', icon: iconPaths.chat },
  { to: paths.dashboard.esim, label: 'eSIM', icon: iconPaths.simCard },
  { to: paths.dashboard.plan, label: 'Plan', icon: iconPaths.workspacePremium },
  { to: paths.dashboard.account, label: 'Account', icon: iconPaths.person },
] as const;

/** The pages the bar holds: the phone's drawer leaves them out. */
export const phoneTabPaths: readonly string[] = phoneTabs.map((tab) => tab.to);
