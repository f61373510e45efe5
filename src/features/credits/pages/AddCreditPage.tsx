import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { useGetBalanceQuery } from '../../../api/creditsApi';
import { PlainLoadingState } from '../../../components/plain/PlainLoadingState';
import { Staged } from '../../../components/staging/Staged';
import { addCreditStateFrom } from '../../../lib/routeState';
import { creditMessages } from '../creditMessages';
import { Stack } from '../../../components/plain/layout/Stack';
import { Spaced } from '../../../components/plain/layout/Spaced';
import { Page } from '../../../components/plain/layout/Page';
import { BundlePayment, NoBundleChosen } from '../parts';

/** The bundle chosen, what a credit is worth, the balance (a line kept for it: its arrival moves nothing) and the terms. */
function BundleSummary({ credits, price }: { credits: number; price: number }) {
  const balance = useGetBalanceQuery();
  return (
    <section className="pn-panel">
      <h2 className="pn-h2 pn-panel__title">{creditMessages.bundleTitle(credits, price)}</h2>
      <Spaced above={1}>
        <p className="pn-body1">{creditMessages.explanation}</p>
      </Spaced>
      <Spaced above={1}>
        <p className="pn-body1 pn-secondary pn-one-line" role="status">
          {balance.data !== undefined ? creditMessages.currentBalance(balance.data) : ''}
        </p>
      </Spaced>
      {/* Read before paying, and drawn with the first paint (after the payment it was the page's
          largest paint, seconds later). */}
      <Spaced above={1}>
        <p className="pn-body2 pn-secondary">{creditMessages.terms}</p>
      </Spaced>
    </section>
  );
}

/**
 * /add-credit (SPEC §2 Add-credit page): buys the bundle chosen on the plan page. Plain: the heading
 * and the bundle (the page's largest paint) are on screen before MUI's code has loaded and run
 *; the payment comes one paint later.
 */
export default function AddCreditPage() {
  const bundle = addCreditStateFrom(useLocation().state)?.selectedBundle ?? null;
  const loading = <PlainLoadingState label="Loading payment options" />;

  return (
    <Page width="column">
      <h1 className="pn-h1 pn-gutter">Add credit</h1>
      <Stack gap={3}>
        {bundle && <BundleSummary credits={bundle.credits} price={bundle.price} />}
        <Staged fallback={loading}>
          <Suspense fallback={loading}>{bundle ? <BundlePayment bundle={bundle} /> : <NoBundleChosen />}</Suspense>
        </Staged>
      </Stack>
    </Page>
  );
}
