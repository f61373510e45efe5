import PhoneIcon from '@mui/icons-material/Phone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PhoneAppLink } from '../../../components/contacts/PhoneAppLink';

/** No calls yet: calls are made and received in the phone app. */
export function CallsEmptyState() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
      <PhoneIcon color="disabled" sx={{ fontSize: 48 }} />
      <Typography variant="h2">No calls yet</Typography>
      <Typography color="text.secondary">Calls you make and receive with your number show here. Calling needs the phone app.</Typography>
      <PhoneAppLink />
    </Stack>
  );
}
