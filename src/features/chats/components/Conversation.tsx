import { useCallback, useEffect, useMemo, useState } from 'react';
import { arrowBackPath } from '../../../components/icons/paths/arrowBack';
import { moreVertPath } from '../../../components/icons/paths/moreVert';
import { PlainIconButton } from '../../../components/plain/PlainIconButton';
import { whenIdle } from '../../../lib/whenIdle';
import { VirtualList } from '../../../components/virtual-list/VirtualList';
import { formatPhone } from '../../../lib/formatPhone';
import type { Chat, ChatMessage } from '../../../contract/api';
import { conversationFooterNote, conversationRows, imageUrlOf, messagesInOrder, type ConversationRow } from '../chatMessages';
import { useAppDispatch } from '../../../state/hooks';
import { conversationClosed, conversationOpened } from '../unreadChatsSlice';
import { BlockedLabel } from './BlockedLabel';
import { ChatMenu } from '../parts';
import { SpamLabel } from './SpamLabel';
import { ConversationRowView } from './ConversationRowView';
import { bubbleChromePx, bubbleImagePx, bubbleLinePx, daySeparatorPx } from '../../../theme/plainStyles/chatRowHeights';

/**
 * A first guess at a bubble's height; the list measures the real one once it is laid out. Exact
 * for a bubble whose lines are guessed right: each measured height that differs moves every row
 * after it, one more layout per new bubble while a long conversation scrolls.
 */
function estimatedBubbleHeight(message: ChatMessage): number {
  const lines = Math.max(1, Math.ceil(message.text.length / 40));
  return bubbleChromePx + lines * bubbleLinePx + (imageUrlOf(message) ? bubbleImagePx : 0);
}

/** A day's heading has a fixed height: its estimate is exact. */
const estimatedHeight = (row: ConversationRow) => (row.kind === 'day' ? daySeparatorPx : estimatedBubbleHeight(row.message));

interface ConversationProps {
  chat: Chat;
  /** Narrow screens: back to the conversation list. */
  onBack?: () => void;
  onDelete: () => void;
  onBlock: () => void;
}

/** One conversation, oldest message at the top, opened at the newest. */
export function Conversation({ chat, onBack, onDelete, onBlock }: ConversationProps) {
  const dispatch = useAppDispatch();
  const chatId = String(chat.chat_id);
  // Open, it is read: its unread mark clears, and what arrives while it is open is read at once.
  useEffect(() => {
    dispatch(conversationOpened(chatId));
    return () => {
      dispatch(conversationClosed(chatId));
    };
  }, [dispatch, chatId]);
  // 'Today' and 'Yesterday' are as of opening the conversation.
  const rows = useMemo(() => conversationRows(messagesInOrder(chat), new Date()), [chat]);
  const contact = formatPhone(chat.third_party_number);
  // Estimated once per conversation: the list asks for every row's height again each time a
  // bubble is measured, and a picture's estimate parses its URL.
  const estimates = useMemo(() => rows.map(estimatedHeight), [rows]);
  const itemHeight = useCallback((index: number) => estimates[index], [estimates]);
  const itemKey = useCallback((index: number) => rows[index].key, [rows]);
  const renderItem = useCallback((index: number) => {
    return <ConversationRowView row={rows[index]} />;
  }, [rows]);
  // The menu (MUI) is mounted from its first opening on, so that closing animates and focus returns.
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [menuOpened, setMenuOpened] = useState(false);
  useEffect(() => whenIdle(() => void ChatMenu.preload().catch(() => undefined), { afterUserActs: true }), []);

  return (
    <section aria-label={`Conversation with ${contact}`} className="chat-conversation">
      <div className="chat-conversation__header">
        {onBack && (
          // The list this replaced held the focus: keyboard users continue from here.
          <PlainIconButton label="Back to conversations" icon={arrowBackPath} onClick={onBack} autoFocus />
        )}
        <div className="chat-conversation__who">
          <h2 className="chat-conversation__title">
            {contact}
            {chat.spam_likely === true && <SpamLabel />}
            {chat.is_blocked && <BlockedLabel />}
          </h2>
          {/* The carrier's caller name (not in SPEC), under the number as in the list. */}
          {chat.caller_name && <p className="chat-header-caller-name">{chat.caller_name}</p>}
        </div>
        <PlainIconButton
          label={`Actions for the conversation with ${contact}`}
          icon={moreVertPath}
          aria-haspopup="menu"
          aria-expanded={menuAnchor ? true : undefined}
          onClick={(event) => {
            setMenuOpened(true);
            setMenuAnchor(event.currentTarget);
          }}
        />
        {menuOpened && <ChatMenu anchor={menuAnchor} isBlocked={chat.is_blocked} onClose={() => setMenuAnchor(null)} onDelete={onDelete} onBlock={onBlock} />}
      </div>
      <VirtualList
        label="Messages"
        itemCount={rows.length}
        itemHeight={itemHeight}
        itemKey={itemKey}
        renderItem={renderItem}
        height="calc(100vh - 300px)"
        startAtEnd
        measureRows
      />
      <p className="chat-conversation__note">{conversationFooterNote}</p>
    </section>
  );
}
