import { Suspense, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDeleteChatMutation } from '../../../api/chatsApi';
import { contactMessages } from '../../../components/contacts/contactMessages';
import { useBlockContact } from '../../../components/contacts/useBlockContact';
import { useNotify } from '../../../components/feedback/useNotify';
import { PlainLoadingState } from '../../../components/plain/PlainLoadingState';
import { useNarrowScreen } from '../../../components/layout/useNarrowScreen';
import { whenIdle } from '../../../lib/whenIdle';
import { sameId } from '../../../lib/ids';
import type { Chat, Id } from '../../../contract/api';
import { ConversationList } from './ConversationList';
import { NoConversationSelected } from './NoConversationSelected';
import { Conversation } from '../parts';

/**
 * Opens the conversation the address names (`?chat=<chat id>`, as a notification's click brings),
 * once per address: the customer's own choices after it stand, live messages or not.
 */
function useConversationAskedFor(chats: readonly Chat[], select: (id: Id) => void) {
  const asked = useSearchParams()[0].get('chat');
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (asked === null || applied.current === asked) return;
    const chat = chats.find((candidate) => String(candidate.chat_id) === asked);
    if (!chat) return;
    applied.current = asked;
    select(chat.chat_id);
  }, [asked, chats, select]);
}

/** List and conversation side by side; on a narrow screen, one at a time with a back button. */
export function ChatsView({ chats }: { chats: readonly Chat[] }) {
  const narrow = useNarrowScreen();
  const [selectedId, setSelectedId] = useState<Id | null>(null);
  useConversationAskedFor(chats, setSelectedId);
  // The list marks the choice at once; the conversation (styles, menu, measured bubbles) renders
  // after that paint, in slices, so a click paints within 100 ms at 4× CPU.
  const shownId = useDeferredValue(selectedId);
  const [deleteChat] = useDeleteChatMutation();
  const { askToBlock, confirmation } = useBlockContact();
  const notify = useNotify();
  // Loaded while the customer reads the list, so a chosen conversation opens without waiting; a
  // failed load is tried again when one is chosen (and then shown by the route's error element).
  useEffect(() => whenIdle(() => void Conversation.preload().catch(() => undefined)), []);
  // A deleted conversation disappears from the list once the refetch arrives.
  const selected = chats.find((chat) => sameId(chat.chat_id, shownId)) ?? null;

  const onDelete = async (chat: Chat) => {
    try {
      await deleteChat(chat.chat_id).unwrap();
      notify.success(contactMessages.deleted);
      setSelectedId(null);
    } catch {
      // The error middleware has shown the failure.
    }
  };

  const conversation = selected && (
    <Conversation
      key={selected.chat_id}
      chat={selected}
      onBack={narrow ? () => setSelectedId(null) : undefined}
      onDelete={() => void onDelete(selected)}
      onBlock={() => askToBlock(selected.third_party_number)}
    />
  );
  const list = <ConversationList chats={chats} selectedId={selectedId} onSelect={setSelectedId} />;
  // Should the conversation's code still be on its way when one is chosen, what is on screen stays
  // (the choice renders deferred, and React keeps a shown boundary's content through a transition),
  // the chosen item already marked; the fallback shows only where nothing was shown before.
  const loading = <PlainLoadingState label="Loading the conversation" />;

  if (narrow) {
    return (
      <div className="chat-frame">
        <Suspense fallback={loading}>{conversation ?? list}</Suspense>
        {confirmation}
      </div>
    );
  }
  return (
    <div className="chat-frame chat-frame--split">
      <div className="chat-frame__list">{list}</div>
      <Suspense fallback={loading}>{conversation ?? <NoConversationSelected />}</Suspense>
      {confirmation}
    </div>
  );
}
