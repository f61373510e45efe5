import { memo } from 'react';
import { formatPhone } from '../../../lib/formatPhone';
import { classNames } from '../../../components/plain/classNames';
import { sameId } from '../../../lib/ids';
import type { Chat, Id } from '../../../contract/api';
import { useAppSelector } from '../../../state/hooks';
import { formatChatDate, latestMessage, previewOf } from '../chatMessages';
import { selectChatIsUnread } from '../unreadChatsSlice';
import { BlockedLabel } from './BlockedLabel';
import { SpamLabel } from './SpamLabel';
import { UnreadMark } from './UnreadMark';

interface ConversationListProps {
  chats: readonly Chat[];
  selectedId: Id | null;
  onSelect: (chatId: Id) => void;
}

/**
 * Every conversation: number, date, the carrier's caller name (when the server sends one) and
 * latest message; unread ones in bold with a dot.
 */
export function ConversationList({ chats, selectedId, onSelect }: ConversationListProps) {
  return (
    <ul aria-label="Conversations" className="chat-list">
      {chats.map((chat) => (
        <ConversationItem key={chat.chat_id} chat={chat} selected={sameId(chat.chat_id, selectedId)} onSelect={onSelect} />
      ))}
    </ul>
  );
}

interface ConversationItemProps {
  chat: Chat;
  selected: boolean;
  onSelect: (chatId: Id) => void;
}

/** Memoised: choosing a conversation re-renders the two items whose selection changed, not every item. */
const ConversationItem = memo(function ConversationItem({ chat, selected, onSelect }: ConversationItemProps) {
  const latest = latestMessage(chat);
  const unread = useAppSelector((state) => selectChatIsUnread(state, String(chat.chat_id)));
  return (
    <li className="chat-item">
      <button type="button" className="chat-item__button" aria-current={selected ? 'true' : undefined} onClick={() => onSelect(chat.chat_id)}>
        {/* The number and the date never break inside. The marks follow the number and wrap under it
            when the column is too narrow for them (never cut); a number wider than the column is cut
            with an ellipsis. The marks' own left margin is undone at the start of a wrapped line. */}
        <span className="chat-item__top">
          <span className={classNames('chat-who', unread && 'chat-who--unread')}>
            <span className="chat-number">{formatPhone(chat.third_party_number)}</span>
            {chat.spam_likely === true && <SpamLabel />}
            {chat.is_blocked && <BlockedLabel />}
          </span>
          <span className="chat-item__end">
            {latest && <span className="chat-date">{formatChatDate(latest.timestamp)}</span>}
            {unread && <UnreadMark />}
          </span>
        </span>
        <span className={classNames('chat-item__more', unread && 'chat-item__more--unread')}>
          {chat.caller_name && <span className="chat-caller-name">{chat.caller_name}</span>}
          {previewOf(latest)}
        </span>
      </button>
    </li>
  );
});
