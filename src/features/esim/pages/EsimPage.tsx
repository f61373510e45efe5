import { Suspense, useCallback, useState } from 'react';
import { failureText } from '../../../api/apiError';
import { useGetEsimDetailsQuery } from '../../../api/esimApi';
import { PlainErrorWithRetry } from '../../../components/plain/PlainErrorWithRetry';
import { PlainLoadingState } from '../../../components/plain/PlainLoadingState';
import type { PageTab } from '../../../components/layout/PageTabs';
import { tabPanelOf } from '../../../components/layout/pageTabIds';
import { lazyPart } from '../../../components/staging/lazyParts';
import { Staged } from '../../../components/staging/Staged';
import { inTasks } from '../../../lib/inTasks';
import { themed } from '../../../theme/loadMuiTheme';
import { EsimActivation } from '../components/EsimActivation';

type EsimTab = 'activation' | 'usage';

// MUI's tab strip, a chunk of its own evaluated in three tasks (its button base, its tab, then the strip).
const PageTabs = lazyPart(() =>
  themed(() =>
    inTasks(
      () => import('@mui/material/ButtonBase'),
      () => import('@mui/material/Tab'),
      () => import('../../../components/layout/PageTabs').then((module) => module.PageTabs<EsimTab>),
    ),
  ),
);
// The offer (no eSIM yet) and the usage report: MUI, each a chunk of its own.
const EsimPurchaseOffer = lazyPart(() =>
  themed(() => import('../components/EsimPurchaseOffer').then((module) => module.EsimPurchaseOffer)),
);
const UsageReport = lazyPart(() => themed(() => import('../components/UsageReport').then((module) => module.UsageReport)));

const activationOnly: readonly PageTab<EsimTab>[] = [{ value: 'activation', label: 'eSIM activation' }];
const withReport: readonly PageTab<EsimTab>[] = [...activationOnly, { value: 'usage', label: 'Usage report' }];

/**
 * /dashboard/esim (SPEC §2 eSIM page): buy the add-on, or activate it and follow its usage. Plain:
 * the heading and an eSIM's activation card (where it is installed: the page's largest paint) come
 * before MUI's code; MUI's tab strip once the panel is on screen (its place kept
 * meanwhile, so nothing moves), the offer and the usage report as parts of their own.
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

  const loading = <PlainLoadingState label="Loading your eSIM" />;
  let content;
  if (details.isLoading) content = loading;
  else if (details.isError) {
    content = <PlainErrorWithRetry title="Your eSIM could not be loaded" message={failureText(details.error)} onRetry={() => void details.refetch()} />;
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
        <Suspense fallback={loading}>
          {/* Inside the Suspense boundary: onShown fires once the panel's code has arrived and it is committed. */}
          <Staged onShown={markPanelCommitted}>{content}</Staged>
        </Suspense>
      </div>
    </div>
  );
}
