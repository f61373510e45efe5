import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { failureText } from '../../../api/apiError';
import { useGetVoicemailsInfiniteQuery } from '../../../api/voicemailApi';
import { ErrorWithRetry } from '../../../components/feedback/ErrorWithRetry';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { CallsVoicemailSwitch } from '../../../components/voicemail/CallsVoicemailSwitch';
import { VoicemailEmptyState } from '../components/VoicemailEmptyState';
import { VoicemailItem } from '../components/VoicemailItem';
import { voicemailMessages } from '../voicemailMessages';

/** The query parameter the call history links a voicemail with. */
export const VOICEMAIL_PARAM = 'voicemail';

/**
 * /dashboard/voicemail (not in SPEC §2): the voicemails callers left, newest first, unheard ones
 * marked, each with its transcript and a player; read-only apart from 'heard' (SPEC §1: the
 * dashboard deletes nothing). Default export for lazy loading.
 */
export default function VoicemailPage() {
  const inbox = useGetVoicemailsInfiniteQuery();
  const [params] = useSearchParams();
  const selected = Number(params.get(VOICEMAIL_PARAM));
  const voicemails = inbox.data?.pages.flatMap((page) => page.voicemails) ?? [];
  const unheard = inbox.data?.pages[0]?.unheard_count ?? 0;

  let content;
  if (inbox.isLoading) content = <LoadingState label={voicemailMessages.loading} />;
  else if (inbox.isError && !inbox.data) {
    content = <ErrorWithRetry title={voicemailMessages.loadFailed} message={failureText(inbox.error)} onRetry={() => void inbox.refetch()} />;
  } else if (voicemails.length === 0) content = <VoicemailEmptyState />;
  else {
    content = (
      <>
        <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} aria-label="Voicemails, newest first">
          {voicemails.map((voicemail) => (
            <VoicemailItem key={voicemail.id} voicemail={voicemail} selected={voicemail.id === selected} />
          ))}
        </Stack>
        {inbox.hasNextPage && (
          <Box sx={{ textAlign: 'center', mt: 2 }}>
            <Button variant="outlined" disabled={inbox.isFetchingNextPage} onClick={() => void inbox.fetchNextPage()}>
              {voicemailMessages.older}
            </Button>
          </Box>
        )}
      </>
    );
  }

  return (
    <Box>
      <CallsVoicemailSwitch />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="h1" gutterBottom>
          {voicemailMessages.title}
        </Typography>
        {inbox.data && (
          <Typography role="status" data-testid="unheard-count" color={unheard > 0 ? 'primary' : 'text.secondary'} sx={{ fontWeight: 600 }}>
            {voicemailMessages.unheard(unheard)}
          </Typography>
        )}
      </Stack>
      {content}
    </Box>
  );
}
