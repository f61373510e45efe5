import { useDeferredValue } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { failureText } from '../../../api/apiError';
import { useGetChatsQuery } from '../../../api/chatsApi';
import { ErrorWithRetry } from '../../../components/feedback/ErrorWithRetry';
import { LoadingState } from '../../../components/feedback/LoadingState';
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
  if (!shown) content = <LoadingState label="Loading your chats" />;
  else if (chats.isError) {
    content = <ErrorWithRetry title="Your chats could not be loaded" message={failureText(chats.error)} onRetry={() => void chats.refetch()} />;
  } else if (!chats.data || chats.data.length === 0) content = <ChatsEmptyState />;
  else content = <ChatsView chats={chats.data} />;

  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        Chats
      </Typography>
      {content}
    </Box>
  );
}
