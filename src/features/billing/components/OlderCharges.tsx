import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { failureText } from '../../../api/apiError';
import { billingMessages } from '../billingMessages';

interface OlderChargesProps {
  hasMore: boolean;
  loading: boolean;
  /** The last attempt at the next page failed (the pages shown stay). */
  error: unknown;
  onShowMore(): void;
}

/** 'Show older charges' while the server has more; a failed page says so and offers to try again. */
export function OlderCharges({ hasMore, loading, error, onShowMore }: OlderChargesProps) {
  if (!hasMore) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, mt: 2 }}>
      {error ? (
        <Alert severity="error" sx={{ width: '100%' }}>
          {billingMessages.olderFailed}: {failureText(error)}
        </Alert>
      ) : null}
      <Button variant="outlined" onClick={onShowMore} loading={loading}>
        {billingMessages.showOlder}
      </Button>
    </Box>
  );
}
