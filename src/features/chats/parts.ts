import { lazyPart } from '../../components/staging/lazyParts';

/** The chats page's parts that load apart from its own chunk (lazyPart, docs/architecture.md › Loading). */

export const Conversation = lazyPart(() => import('./components/Conversation').then((module) => module.Conversation));
