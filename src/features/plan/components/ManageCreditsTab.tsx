import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate } from 'react-router-dom';
import { failureText } from '../../../api/apiError';
import { useGetBalanceQuery, useGetCreditBundlesQuery } from '../../../api/creditsApi';
import { ErrorWithRetry } from '../../../components/feedback/ErrorWithRetry';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { paths } from '../../../config/paths';
import { formatCredits } from '../../../lib/formatBalance';
import { formatMoney } from '../../../lib/formatMoney';
import type { AddCreditState } from '../../../lib/routeState';
import type { CreditBundle } from '../../../contract/api';
import { CreditPurchaseDone } from '../../../components/credits/CreditPurchaseDone';
import { creditTexts } from '../../../components/credits/creditTexts';

/** The bundle the add-credit page just sold, when it sent the customer back here. */
function justBoughtFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { justBought } = state as { justBought?: unknown };
  return typeof justBought === 'string' ? justBought : null;
}

/**
 * The wallet: its balance, what credits pay for, and the bundles on sale, each bought on
 * /add-credit. Back from a purchase, it says what was bought, with the new balance and the
 * receipt, and that bundle's PURCHASE stays disarmed (no second charge by a reflex click): another
 * bundle may be chosen.
 */
export function ManageCreditsTab() {
  const bundles = useGetCreditBundlesQuery();
  const balance = useGetBalanceQuery();
  const navigate = useNavigate();
  const justBought = justBoughtFrom(useLocation().state);
  const bought = justBought === null ? undefined : bundles.data?.find((bundle) => bundle.purchase_name === justBought);

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
                <Typography sx={{ fontWeight: 600 }}>{creditTexts.bundleOffer(bundle.price, bundle.credits)}</Typography>
                <Typography color="text.secondary">{creditTexts.bundleBuys(bundle.credits)}</Typography>
              </div>
              <Button
                variant="contained"
                onClick={() => purchase(bundle)}
                disabled={bundle.purchase_name === justBought}
                aria-label={`PURCHASE ${formatCredits(bundle.credits)} for ${formatMoney(bundle.price)}`}
                aria-description={bundle.purchase_name === justBought ? creditTexts.justBought : undefined}
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
        <Typography sx={{ mt: 1 }}>{creditTexts.explanation}</Typography>
        <Typography role="status" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {balance.data !== undefined && !bought ? creditTexts.currentBalance(balance.data) : ''}
        </Typography>
      </Paper>
      {bought && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <CreditPurchaseDone credits={bought.credits} price={bought.price} />
        </Paper>
      )}
      {list}
    </Stack>
  );
}
