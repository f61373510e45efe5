import { useLocation, useNavigate } from 'react-router-dom';
import { failureText } from '../../../api/apiError';
import { useGetBalanceQuery, useGetCreditBundlesQuery } from '../../../api/creditsApi';
import { PlainButton } from '../../../components/plain/PlainButton';
import { PlainErrorWithRetry } from '../../../components/plain/PlainErrorWithRetry';
import { PlainLoadingState } from '../../../components/plain/PlainLoadingState';
import { Stack } from '../../../components/plain/layout/Stack';
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
  if (bundles.isLoading) list = <PlainLoadingState label="Loading credit bundles" />;
  else if (bundles.isError) {
    list = (
      <PlainErrorWithRetry
        title="Credit bundles could not be loaded"
        message={failureText(bundles.error)}
        onRetry={() => void bundles.refetch()}
      />
    );
  } else if (!bundles.data?.length) list = <p className="pn-body1 pn-secondary">No credit bundles are on sale right now.</p>;
  else {
    list = (
      <ul className="plan-bundles" aria-label="Credit bundles">
        {bundles.data.map((bundle) => (
          <li className="plan-bundle" key={bundle.id}>
            <div>
              <p className="pn-body1 plan-bundle__offer">{creditTexts.bundleOffer(bundle.price, bundle.credits)}</p>
              <p className="pn-body1 pn-secondary">{creditTexts.bundleBuys(bundle.credits)}</p>
            </div>
            <PlainButton
              variant="contained"
              onClick={() => purchase(bundle)}
              disabled={bundle.purchase_name === justBought}
              aria-label={`PURCHASE ${formatCredits(bundle.credits)} for ${formatMoney(bundle.price)}`}
              aria-description={bundle.purchase_name === justBought ? creditTexts.justBought : undefined}
            >
              PURCHASE
            </PlainButton>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Stack gap={3} className="plan-tab">
      <div className="pn-panel">
        <h2 className="pn-h2 pn-panel__title pn-mb-1">
          Your wallet
        </h2>
        <p className="pn-body1">Your wallet balance is used for outbound calls, texts and data. Credits never expire.</p>
        <p className="pn-body1 pn-mt-1">{creditTexts.explanation}</p>
        <p role="status" className="pn-body1 pn-secondary pn-mt-1 plan-done__balance">
          {balance.data !== undefined && !bought ? creditTexts.currentBalance(balance.data) : ''}
        </p>
      </div>
      {bought && (
        <div className="pn-panel">
          <CreditPurchaseDone credits={bought.credits} price={bought.price} />
        </div>
      )}
      {list}
    </Stack>
  );
}
