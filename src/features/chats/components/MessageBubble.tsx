import { memo } from 'react';
import DoneIcon from '@mui/icons-material/Done';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ChatMessage } from '../../../types/api';
import { formatChatTime, imageUrlOf } from '../chatMessages';
import { ChatImage } from './ChatImage';

/**
 * One message: inbound on the left, outbound on the right with a sent or failed tick. The text
 * comes from outside and is rendered as text (React escapes it), never as HTML.
 */
export const MessageBubble = memo(function MessageBubble({ message }: { message: ChatMessage }) {
  const outbound = message.direction === 'outbound';
  const image = imageUrlOf(message);
  return (
    <Box sx={{ display: 'flex', justifyContent: outbound ? 'flex-end' : 'flex-start', px: 2, py: 0.75 }}>
      <Box
        data-direction={message.direction}
        sx={{
          maxWidth: '75%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: outbound ? 'primary.main' : 'action.hover',
          color: outbound ? 'primary.contrastText' : 'text.primary',
          overflowWrap: 'anywhere',
        }}
      >
        {image && <ChatImage src={image} />}
        {message.text && <Typography sx={{ whiteSpace: 'pre-wrap' }}>{message.text}</Typography>}
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 0.5, opacity: 0.8 }}>
          <Typography variant="caption">{formatChatTime(message.timestamp)}</Typography>
          {outbound &&
            (message.sent ? (
              <DoneIcon sx={{ fontSize: 16 }} titleAccess="Sent" />
            ) : (
              <ErrorOutlineIcon sx={{ fontSize: 16 }} color="error" titleAccess="Failed" />
            ))}
        </Box>
      </Box>
    </Box>
  );
});
