import type { Chat, ChatMessage } from '../../contract/api';
import { formatDay, formatDayHeading, formatIsoDay, formatTime, parseTimestamp } from '../../contract/dateFormat';

/** When a message was sent, for ordering; an unreadable timestamp counts as the oldest. */
function sentAt(message: ChatMessage): number {
  return parseTimestamp(message.timestamp)?.getTime() ?? -Infinity;
}

/** The messages oldest first, as a conversation reads. */
export function messagesInOrder(chat: Chat): ChatMessage[] {
  return [...chat.messages].sort((a, b) => (sentAt(a) === sentAt(b) ? 0 : sentAt(a) - sentAt(b)));
}

/** The newest message, or null for an empty conversation. */
export function latestMessage(chat: Chat): ChatMessage | null {
  let latest: ChatMessage | null = null;
  for (const message of chat.messages) {
    if (!latest || sentAt(message) > sentAt(latest)) latest = message;
  }
  return latest;
}

/**
 * The image to show, or null. Media comes from outside: only JPEG images (SPEC §2) at an
 * http(s) address are shown, never a javascript:, data: or other URL.
 */
export function imageUrlOf(message: ChatMessage): string | null {
  if (message.media_type !== 'image/jpeg' || !message.media_url) return null;
  try {
    const url = new URL(message.media_url);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The preview line of the conversation list. */
export function previewOf(message: ChatMessage | null): string {
  if (!message) return '';
  if (message.text.trim() !== '') return message.text;
  return message.media_type ? 'Photo' : '';
}

/** The product's date style ('28 Nov 2026'); an unreadable timestamp shows nothing rather than 'Invalid Date'. */
export function formatChatDate(timestamp: string): string {
  const at = parseTimestamp(timestamp);
  return at ? formatDay(at) : '';
}

/** The product's time style ('19:36'). */
export function formatChatTime(timestamp: string): string {
  const at = parseTimestamp(timestamp);
  return at ? formatTime(at) : '';
}

/** A row of an open conversation: a day's heading before its first message, or a message. */
export type ConversationRow = { kind: 'day'; key: string; heading: string } | { kind: 'message'; key: string; message: ChatMessage };

/** The messages (oldest first) with 'Today', 'Yesterday' or the day before each day's first message. */
export function conversationRows(messages: readonly ChatMessage[], now: Date): ConversationRow[] {
  const rows: ConversationRow[] = [];
  let previousDay: string | null = null;
  for (const message of messages) {
    const at = parseTimestamp(message.timestamp);
    const day = at ? formatIsoDay(at) : null;
    if (at && day && day !== previousDay) {
      rows.push({ kind: 'day', key: `day:${day}`, heading: formatDayHeading(at, now) });
      previousDay = day;
    }
    rows.push({ kind: 'message', key: `message:${String(message.message_id)}`, message });
  }
  return rows;
}

/** SPEC §1: the dashboard only reads conversations (the empty page and the page before one is chosen). */
export const phoneAppNote = 'Sending messages, calling and deleting messages need the phone app.';

/** Under an open conversation, whose menu offers 'Delete chat': only single messages need the phone app. */
export const conversationFooterNote =
  'Sending messages, calling and deleting single messages need the phone app. To delete the whole chat, use Delete chat in its menu.';
