import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo } from 'react';
import { VirtualList } from '../../../components/virtual-list/VirtualList';
import { formatPhone } from '../../../lib/formatPhone';
import type { Chat, ChatMessage } from '../../../contract/api';
import { imageUrlOf, messagesInOrder, phoneAppNote } from '../chatMessages';
import { BlockedLabel } from './BlockedLabel';
import { ChatMenu } from './ChatMenu';
import { MessageBubble } from './MessageBubble';
import { bubbleChromePx, bubbleImagePx, bubbleLinePx, MessageListStyles } from './MessageListStyles';

/**
 * A first guess at a bubble's height; the list measures the real one once it is laid out. Exact
 * for a bubble whose lines are guessed right: each measured height that differs moves every row
 * after it, one more layout per new bubble while a long conversation scrolls.
 */
function estimatedHeight(message: ChatMessage): number {
  const lines = Math.max(1, Math.ceil(message.text.length / 40));
  return bubbleChromePx + lines * bubbleLinePx + (imageUrlOf(message) ? bubbleImagePx : 0);
}

interface ConversationProps {
  chat: Chat;
  /** Narrow screens: back to the conversation list. */
  onBack?: () => void;
  onDelete: () => void;
  onBlock: () => void;
}

/** One conversation, oldest message at the top, opened at the newest. */
export function Conversation({ chat, onBack, onDelete, onBlock }: ConversationProps) {
  const messages = useMemo(() => messagesInOrder(chat), [chat]);
  const contact = formatPhone(chat.third_party_number);
  // Estimated once per conversation: the list asks for every row's height again each time a
  // bubble is measured, and a picture's estimate parses its URL.
  const estimates = useMemo(() => messages.map(estimatedHeight), [messages]);
  const itemHeight = useCallback((index: number) => estimates[index], [estimates]);
  const itemKey = useCallback((index: number) => messages[index].message_id, [messages]);

  return (
    <Box component="section" aria-label={`Conversation with ${contact}`} sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        {onBack && (
          // The list this replaced held the focus: keyboard users continue from here.
          <IconButton aria-label="Back to conversations" onClick={onBack} autoFocus>
            <ArrowBackIcon />
          </IconButton>
        )}
        <Typography component="h2" variant="h6" sx={{ flex: 1, px: 1 }} noWrap>
          {contact}
          {chat.is_blocked && <BlockedLabel />}
        </Typography>
        <ChatMenu contact={contact} isBlocked={chat.is_blocked} onDelete={onDelete} onBlock={onBlock} />
      </Box>
      <MessageListStyles />
      <VirtualList
        label="Messages"
        itemCount={messages.length}
        itemHeight={itemHeight}
        itemKey={itemKey}
        renderItem={(index) => <MessageBubble message={messages[index]} />}
        height="calc(100vh - 300px)"
        startAtEnd
        measureRows
      />
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>
        {phoneAppNote}
      </Typography>
    </Box>
  );
}
