import { MuiIcon } from '../../../components/icons/MuiIcon';
import { receiptLongPath } from '../../../components/icons/paths/receiptLong';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { billingMessages } from '../billingMessages';

/** No charges yet: where they will appear. */
export function BillingEmptyState() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
      <MuiIcon path={receiptLongPath} color="disabled" sx={{ fontSize: 48 }} />
      <Typography variant="h2">{billingMessages.emptyTitle}</Typography>
      <Typography color="text.secondary">{billingMessages.emptyText}</Typography>
    </Stack>
  );
}
