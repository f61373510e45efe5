import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { formatPhone } from '../../../lib/formatPhone';
import { BlockedLabel } from './BlockedLabel';
import { SpamLabel } from './SpamLabel';
import { sameId } from '../../../lib/ids';
import type { Chat, Id } from '../../../contract/api';
import { useAppSelector } from '../../../state/hooks';
import { formatChatDate, latestMessage, previewOf } from '../chatMessages';
import { selectChatIsUnread } from '../unreadChatsSlice';
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
    <List aria-label="Conversations" disablePadding>
      {chats.map((chat) => (
        <ConversationItem key={chat.chat_id} chat={chat} selected={sameId(chat.chat_id, selectedId)} onSelect={onSelect} />
      ))}
    </List>
  );
}

interface ConversationItemProps {
  chat: Chat;
  selected: boolean;
  onSelect: (chatId: Id) => void;
}

/** Memoised: choosing a conversation re-renders the two items whose selection changed, not every MUI item. */
const ConversationItem = memo(function ConversationItem({ chat, selected, onSelect }: ConversationItemProps) {
  const latest = latestMessage(chat);
  const unread = useAppSelector((state) => selectChatIsUnread(state, String(chat.chat_id)));
  return (
    <ListItem disablePadding divider>
      <ListItemButton selected={selected} aria-current={selected ? 'true' : undefined} onClick={() => onSelect(chat.chat_id)}>
        <ListItemText
          primary={
            // The number and the date never break inside. The marks follow the number and wrap under it
            // when the column is too narrow for them (never cut); a number wider than the column is cut
            // with an ellipsis. The marks' own left margin is undone at the start of a wrapped line.
            <Box component="span" sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, minWidth: 0 }}>
              <Box component="span" className="chat-who" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', rowGap: 0.5, minWidth: 0, ml: -1, fontWeight: unread ? 700 : undefined }}>
                <Box component="span" className="chat-number" sx={{ ml: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {formatPhone(chat.third_party_number)}
                </Box>
                {chat.spam_likely === true && <SpamLabel />}
                {chat.is_blocked && <BlockedLabel />}
              </Box>
              <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexShrink: 0 }}>
                {latest && (
                  <Typography component="span" variant="caption" color="text.secondary" className="chat-date" sx={{ whiteSpace: 'nowrap' }}>
                    {formatChatDate(latest.timestamp)}
                  </Typography>
                )}
                {unread && <UnreadMark />}
              </Box>
            </Box>
          }
          secondary={
            chat.caller_name ? (
              <>
                <Box component="span" className="chat-caller-name" sx={{ display: 'block', color: 'text.primary', overflow: 'hidden', textOverflow: 'ellipsis' }}>
                  {chat.caller_name}
                </Box>
                {previewOf(latest)}
              </>
            ) : (
              previewOf(latest)
            )
          }
          slotProps={{ secondary: { noWrap: true, sx: unread ? { fontWeight: 700, color: 'text.primary' } : undefined } }}
        />
      </ListItemButton>
    </ListItem>
  );
});
