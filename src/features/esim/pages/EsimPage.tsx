import { Suspense, useCallback, useState } from 'react';
import { failureText } from '../../../api/apiError';
import { useGetEsimDetailsQuery } from '../../../api/esimApi';
import { ErrorWithRetry } from '../../../components/feedback/ErrorWithRetry';
import { LoadingState } from '../../../components/feedback/LoadingState';
import type { PageTab } from '../../../components/layout/PageTabs';
import { tabPanelOf } from '../../../components/layout/pageTabIds';
import { lazyPart } from '../../../components/staging/lazyParts';
import { Staged } from '../../../components/staging/Staged';
import { inTasks } from '../../../lib/inTasks';
import { EsimActivation } from '../components/EsimActivation';
import { EsimPurchaseOffer } from '../components/EsimPurchaseOffer';
import { UsageReport } from '../components/UsageReport';

type EsimTab = 'activation' | 'usage';

// The tab strip comes with this page's chunk ("eager": no request of its own) but evaluates only
// when first shown, in three tasks (MUI's button base, its tab, then the strip), as the account page's.
const PageTabs = lazyPart(() =>
  inTasks(
    () => import(/* webpackMode: "eager" */ '@mui/material/ButtonBase'),
    () => import(/* webpackMode: "eager" */ '@mui/material/Tab'),
    () => import(/* webpackMode: "eager" */ '../../../components/layout/PageTabs').then((module) => module.PageTabs<EsimTab>),
  ),
);

const activationOnly: readonly PageTab<EsimTab>[] = [{ value: 'activation', label: 'eSIM activation' }];
const withReport: readonly PageTab<EsimTab>[] = [...activationOnly, { value: 'usage', label: 'Usage report' }];

/**
 * /dashboard/esim (SPEC §2 eSIM page): buy the add-on, or activate it and follow its usage. The
 * heading (plain) and the panel come first, MUI's tab strip once the panel is on screen (its place
 * kept meanwhile, so nothing moves): shorter pieces of work on a phone (issue 26: the panel holds
 * the page's largest paint).
 */
export default function EsimPage() {
  const details = useGetEsimDetailsQuery();
  const [tab, setTab] = useState<EsimTab>('activation');
  const [panelCommitted, setPanelCommitted] = useState(false);
  const markPanelCommitted = useCallback(() => setPanelCommitted(true), []);
  const stripSpace = <div className="pn-tabs-space" />;

  // GET /esim/details answers success false while the customer has no eSIM.
  const esim = details.data?.success ? details.data : null;
  // SPEC §2: the report is offered once an eSIM exists, even one whose QR text is missing.
  const hasReport = esim !== null;
  const shownTab: EsimTab = hasReport ? tab : 'activation';

  let content;
  if (details.isLoading) content = <LoadingState label="Loading your eSIM" />;
  else if (details.isError) {
    content = (
      <ErrorWithRetry
        title="Your eSIM could not be loaded"
        message={failureText(details.error)}
        onRetry={() => void details.refetch()}
      />
    );
  } else if (shownTab === 'usage') content = <UsageReport />;
  else content = esim ? <EsimActivation esim={esim} /> : <EsimPurchaseOffer />;

  return (
    <div>
      <h1 className="pn-h1 pn-gutter">eSIM</h1>
      <Staged after={panelCommitted} fallback={stripSpace}>
        <Suspense fallback={stripSpace}>
          <PageTabs label="eSIM" tabs={hasReport ? withReport : activationOnly} value={shownTab} onChange={setTab} />
        </Suspense>
      </Staged>
      <div {...tabPanelOf('eSIM', shownTab)}>
        <Staged onShown={markPanelCommitted}>{content}</Staged>
      </div>
    </div>
  );
}
