import dayjs from 'dayjs';
import type { Chat, ChatMessage } from '../../contract/api';

/** The messages oldest first, as a conversation reads. */
export function messagesInOrder(chat: Chat): ChatMessage[] {
  return [...chat.messages].sort((a, b) => dayjs(a.timestamp).valueOf() - dayjs(b.timestamp).valueOf());
}

/** The newest message, or null for an empty conversation. */
export function latestMessage(chat: Chat): ChatMessage | null {
  let latest: ChatMessage | null = null;
  for (const message of chat.messages) {
    if (!latest || dayjs(message.timestamp).isAfter(latest.timestamp)) latest = message;
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

export const formatChatDate = (timestamp: string) => dayjs(timestamp).format('DD MMM YYYY');
export const formatChatTime = (timestamp: string) => dayjs(timestamp).format('HH:mm');

/** SPEC §1: the dashboard only reads conversations. */
export const phoneAppNote = 'Sending messages, calling and deleting messages need the phone app.';
