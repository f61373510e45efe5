import { useDeferredValue } from 'react';
import { failureText } from '../../../api/apiError';
import { useGetChatsQuery } from '../../../api/chatsApi';
import { PlainErrorWithRetry } from '../../../components/plain/PlainErrorWithRetry';
import { PlainLoadingState } from '../../../components/plain/PlainLoadingState';
import { ChatsEmptyState } from '../components/ChatsEmptyState';
import { ChatsView } from '../components/ChatsView';
import { useChatsPageVisit } from '../useChatsPageVisit';

/** /dashboard/chats (SPEC §2 Chats page): conversations, read-only; default export for lazy loading. */
export default function ChatsPage() {
  const chats = useGetChatsQuery();
  useChatsPageVisit();
  // The answer shows in a deferred render React does in slices: a long list never blocks a tap.
  const shown = useDeferredValue(!chats.isLoading);

  let content;
  if (!shown) content = <PlainLoadingState label="Loading your chats" />;
  else if (chats.isError) {
    content = <PlainErrorWithRetry title="Your chats could not be loaded" message={failureText(chats.error)} onRetry={() => void chats.refetch()} />;
  } else if (!chats.data || chats.data.length === 0) content = <ChatsEmptyState />;
  else content = <ChatsView chats={chats.data} />;

  return (
    <div>
      <h1 className="pn-h1 pn-gutter">Chats</h1>
      {content}
    </div>
  );
}
