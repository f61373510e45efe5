import type { CallLogItem, Chat, LiveEventPayloads, Voicemail } from '../../contract/api';
import { sameId } from '../../lib/ids';

export type LiveMessage = LiveEventPayloads['message'];

/**
 * Puts a call at the head of the cached call log (the server sends it newest first; the calls
 * page sorts anyway). Returns false when the call was there already: a repeated event changes nothing.
 */
export function addCallToLog(calls: CallLogItem[], call: CallLogItem): boolean {
  if (calls.some((known) => sameId(known.id, call.id))) return false;
  calls.unshift(call);
  return true;
}

/**
 * Links the cached call a voicemail followed to it (the voicemail's call_id), as the server's next
 * call log would: its row then links to the voicemail. A call not in the log changes nothing.
 */
export function linkVoicemailToCall(calls: CallLogItem[], voicemail: Pick<Voicemail, 'id' | 'call_id'>): void {
  const callId = voicemail.call_id;
  if (callId === null) return;
  const call = calls.find((known) => sameId(known.id, callId));
  if (call && call.voicemail_id === undefined) call.voicemail_id = voicemail.id;
}

/** The caller name and spam label the event brings (a backend without them sends neither: nothing changes). */
function otherPartyLabels(event: LiveMessage): Pick<Chat, 'caller_name' | 'spam_likely'> {
  return {
    ...(event.caller_name !== undefined && { caller_name: event.caller_name }),
    ...(event.spam_likely !== undefined && { spam_likely: event.spam_likely }),
  };
}

/**
 * Adds a message to the cached chats, which are held most recently active first (SPEC §7's
 * 'reversed order' of the server's list): its chat gets the message at the end (messages run
 * oldest first) and moves to the top; a chat not known yet is added at the top. Returns false
 * when the message was there already.
 */
export function addMessageToChats(chats: Chat[], event: LiveMessage): boolean {
  const index = chats.findIndex((chat) => sameId(chat.chat_id, event.chat_id));
  if (index === -1) {
    chats.unshift({ chat_id: event.chat_id, third_party_number: event.third_party_number, is_blocked: event.is_blocked, ...otherPartyLabels(event), messages: [event.message] });
    return true;
  }
  const chat = chats[index];
  if (chat.messages.some((known) => sameId(known.message_id, event.message.message_id))) return false;
  chat.messages.push(event.message);
  chat.is_blocked = event.is_blocked;
  Object.assign(chat, otherPartyLabels(event));
  chats.splice(index, 1);
  chats.unshift(chat);
  return true;
}
