import { Suspense, useState } from 'react';
import { failureText } from '../../../api/apiError';
import { useGetEsimDetailsQuery } from '../../../api/esimApi';
import { PlainErrorWithRetry } from '../../../components/plain/PlainErrorWithRetry';
import { PlainLoadingState } from '../../../components/plain/PlainLoadingState';
import type { PageTab } from '../../../components/layout/PageTabs';
import { tabPanelOf } from '../../../components/layout/pageTabIds';
import { Staged } from '../../../components/staging/Staged';
import { EsimActivation } from '../components/EsimActivation';
import { EsimPurchaseOffer, EsimTabStrip, UsageReport, type EsimTab } from '../parts';


const activationOnly: readonly PageTab<EsimTab>[] = [{ value: 'activation', label: 'eSIM activation' }];
const withReport: readonly PageTab<EsimTab>[] = [...activationOnly, { value: 'usage', label: 'Usage report' }];

/**
 * /dashboard/esim (SPEC §2 eSIM page): buy the add-on, or activate it and follow its usage. Plain:
 * the heading and an eSIM's activation card (where it is installed: the page's largest paint) come
 * before MUI's code; MUI's tab strip after that paint (its place kept meanwhile, so nothing
 * moves), the offer and the usage report as parts of their own.
 */
export default function EsimPage() {
  const details = useGetEsimDetailsQuery();
  const [tab, setTab] = useState<EsimTab>('activation');
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
      <Staged fallback={stripSpace}>
        <Suspense fallback={stripSpace}>
          <EsimTabStrip label="eSIM" tabs={hasReport ? withReport : activationOnly} value={shownTab} onChange={setTab} />
        </Suspense>
      </Staged>
      <div {...tabPanelOf('eSIM', shownTab)}>
        <Suspense fallback={loading}>{content}</Suspense>
      </div>
    </div>
  );
}
