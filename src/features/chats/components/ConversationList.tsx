import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { formatPhone } from '../../../lib/formatPhone';
import { BlockedLabel } from './BlockedLabel';
import { sameId } from '../../../lib/ids';
import type { Chat, Id } from '../../../contract/api';
import { formatChatDate, latestMessage, previewOf } from '../chatMessages';

interface ConversationListProps {
  chats: readonly Chat[];
  selectedId: Id | null;
  onSelect: (chatId: Id) => void;
}

/** Every conversation: number, date and latest message. */
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
  return (
    <ListItem disablePadding divider>
      <ListItemButton selected={selected} aria-current={selected ? 'true' : undefined} onClick={() => onSelect(chat.chat_id)}>
        <ListItemText
          primary={
            <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <span>
                {formatPhone(chat.third_party_number)}
                {chat.is_blocked && <BlockedLabel />}
              </span>
              {latest && (
                <Typography component="span" variant="caption" color="text.secondary">
                  {formatChatDate(latest.timestamp)}
                </Typography>
              )}
            </Box>
          }
          secondary={previewOf(latest)}
          slotProps={{ secondary: { noWrap: true } }}
        />
      </ListItemButton>
    </ListItem>
  );
});
