import { paths } from '../../../config/paths';
import { chatPath } from '../../../components/icons/paths/chat';
import { personPath } from '../../../components/icons/paths/person';
import { phonePath } from '../../../components/icons/paths/phone';
import { simCardPath } from '../../../components/icons/paths/simCard';
import { workspacePremiumPath } from '../../../components/icons/paths/workspacePremium';

/** The pages a phone reaches in one tap, in Material's bottom navigation order (left to right). */
export const phoneTabs = [
  { to: paths.dashboard.calls, label: 'Calls', icon: phonePath },
  { to: paths.dashboard.chats, label: 'Chats', icon: chatPath },
  { to: paths.dashboard.esim, label: 'eSIM', icon: simCardPath },
  { to: paths.dashboard.plan, label: 'Plan', icon: workspacePremiumPath },
  { to: paths.dashboard.account, label: 'Account', icon: personPath },
] as const;

/** The pages the bar holds: the phone's drawer leaves them out. */
export const phoneTabPaths: readonly string[] = phoneTabs.map((tab) => tab.to);
