import { memo } from 'react';
import { PlainIcon } from '../../../components/icons/PlainIcon';
import { donePath } from '../../../components/icons/paths/done';
import { errorOutlinedPath } from '../../../components/icons/paths/errorOutlined';
import type { ChatMessage } from '../../../contract/api';
import { formatChatTime, imageUrlOf } from '../chatMessages';
import { ChatImage } from './ChatImage';

/**
 * One message: inbound on the left, outbound on the right with a sent or failed tick. The text
 * comes from outside and is rendered as text (React escapes it), never as HTML. Plain elements
 * styled by the prebuilt sheet (chatsCss), and memoised: scrolling mounts bubbles by the dozen.
 */
export const MessageBubble = memo(function MessageBubble({ message }: { message: ChatMessage }) {
  const outbound = message.direction === 'outbound';
  const image = imageUrlOf(message);
  return (
    <div className={outbound ? 'chat-message chat-message--outbound' : 'chat-message'}>
      <div className="chat-bubble" data-direction={message.direction}>
        {image && <ChatImage src={image} />}
        {message.text && <p className="chat-bubble__text">{message.text}</p>}
        <div className="chat-bubble__meta">
          <span className="chat-bubble__time">{formatChatTime(message.timestamp)}</span>
          {outbound &&
            (message.sent ? (
              <PlainIcon path={donePath} label="Sent" className="chat-bubble__tick" />
            ) : (
              <PlainIcon path={errorOutlinedPath} label="Failed" className="chat-bubble__tick chat-bubble__tick--failed" />
            ))}
        </div>
      </div>
    </div>
  );
});
