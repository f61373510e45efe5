import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { phoneAppNote } from '../chatMessages';

/** The right-hand side before a conversation is chosen (wide screens). */
export function NoConversationSelected() {
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', justifyContent: 'center', textAlign: 'center', p: 4 }}>
      <Typography>Select a conversation to read it.</Typography>
      <Typography variant="body2" color="text.secondary">
        {phoneAppNote}
      </Typography>
    </Stack>
  );
}
