import { lazyPart } from '../../components/staging/lazyParts';

/** The chats page's parts that load apart from its own chunk (lazyPart, docs/architecture.md › Loading). */

export const Conversation = lazyPart(() => import('./components/Conversation').then((module) => module.Conversation));
/** The conversation's menu brings MUI's theme with it; the conversation reads without it. */
export const ChatMenu = lazyPart(() => import('./components/ChatMenu').then((module) => module.ChatMenu), { themed: true, optional: true });
