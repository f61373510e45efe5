import type { ConversationRow } from '../chatMessages';
import { MessageBubble } from './MessageBubble';

/** One row of a conversation, in plain elements: a day's heading ('Today', '28 Nov 2026') or a message. */
export function ConversationRowView({ row }: { row: ConversationRow }) {
  return row.kind === 'day' ? <h3 className="chat-day">{row.heading}</h3> : <MessageBubble message={row.message} />;
}
