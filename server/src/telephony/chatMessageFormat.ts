import type { ChatMessage } from '../../../src/contract/api';
import type { MessageRow } from '../db/queries/chats';
import { mediaUrlForClient } from '../lib/mediaUrls';

/** One message as GET /webgetallchatmessages shows it (the live-activity stream sends the same). */
export function chatMessageOf(message: MessageRow, publicUrl: string): ChatMessage<number> {
  return {
    message_id: message.id,
    text: message.text,
    timestamp: new Date(message.sent_at).toISOString(),
    direction: message.direction,
    sent: message.sent,
    media_type: message.media_type,
    media_url: mediaUrlForClient(message.media_url, publicUrl),
  };
}
