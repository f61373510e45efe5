import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { callMessages } from '../callMessages';

/** Calls exist but none passes the filters: unlike 'No calls yet', the way out is to clear them. */
export function CallsNoMatch({ onClear }: { onClear: () => void }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
      <SearchOffIcon color="disabled" sx={{ fontSize: 48 }} />
      <Typography variant="h2">{callMessages.noMatchTitle}</Typography>
      <Typography color="text.secondary">{callMessages.noMatchText}</Typography>
      <Button variant="outlined" onClick={onClear}>
        {callMessages.clearFilters}
      </Button>
    </Stack>
  );
}
