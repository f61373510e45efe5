import { MuiIcon } from '../../../components/icons/MuiIcon';
import { chatBubbleOutlinedPath } from '../../../components/icons/paths/chatBubbleOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PhoneAppLink } from '../../../components/contacts/PhoneAppLink';
import { phoneAppNote } from '../chatMessages';

/** No conversations yet: messages are sent from the phone app. */
export function ChatsEmptyState() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
      <MuiIcon path={chatBubbleOutlinedPath} color="disabled" sx={{ fontSize: 48 }} />
      <Typography variant="h2">No conversations yet</Typography>
      <Typography color="text.secondary">Messages you receive on your number show here.</Typography>
      <Typography color="text.secondary">{phoneAppNote}</Typography>
      <PhoneAppLink />
    </Stack>
  );
}
