import VoicemailIcon from '@mui/icons-material/Voicemail';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { voicemailMessages } from '../voicemailMessages';

/** No voicemails yet. */
export function VoicemailEmptyState() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
      <VoicemailIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden="true" />
      <Typography variant="h2">{voicemailMessages.emptyTitle}</Typography>
      <Typography color="text.secondary">{voicemailMessages.emptyText}</Typography>
    </Stack>
  );
}
