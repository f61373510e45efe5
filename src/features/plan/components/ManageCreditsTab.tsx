import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { failureText } from '../../../api/apiError';
import { useGetCreditBundlesQuery } from '../../../api/creditsApi';
import { ErrorWithRetry } from '../../../components/feedback/ErrorWithRetry';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { paths } from '../../../config/paths';
import { formatCount } from '../../../lib/formatCount';
import { formatMoney } from '../../../lib/formatMoney';
import type { AddCreditState } from '../../../lib/routeState';
import type { CreditBundle } from '../../../contract/api';

/** The wallet: what credits pay for, and the bundles on sale, each bought on /add-credit. */
export function ManageCreditsTab() {
  const bundles = useGetCreditBundlesQuery();
  const navigate = useNavigate();

  const purchase = ({ price, credits, purchase_name }: CreditBundle) => {
    const state: AddCreditState = { selectedBundle: { price, credits, purchase_name } };
    navigate(paths.addCredit, { state });
  };

  let list;
  if (bundles.isLoading) list = <LoadingState label="Loading credit bundles" />;
  else if (bundles.isError) {
    list = (
      <ErrorWithRetry
        title="Credit bundles could not be loaded"
        message={failureText(bundles.error)}
        onRetry={() => void bundles.refetch()}
      />
    );
  } else if (!bundles.data?.length) list = <Typography color="text.secondary">No credit bundles are on sale right now.</Typography>;
  else {
    list = (
      <Stack component="ul" spacing={2} sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label="Credit bundles">
        {bundles.data.map((bundle) => (
          <Paper component="li" variant="outlined" key={bundle.id} sx={{ p: 2 }}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}>
              <div>
                <Typography sx={{ fontWeight: 600 }}>{formatCount(bundle.credits)} credits</Typography>
                <Typography color="text.secondary">{formatMoney(bundle.price)}</Typography>
              </div>
              <Button
                variant="contained"
                onClick={() => purchase(bundle)}
                aria-label={`PURCHASE ${formatCount(bundle.credits)} credits for ${formatMoney(bundle.price)}`}
              >
                PURCHASE
              </Button>
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          Your wallet
        </Typography>
        <Typography>
          Your wallet balance is used for outbound calls, texts and data. Credits never expire.
        </Typography>
      </Paper>
      {list}
    </Stack>
  );
}
