import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { failureText } from '../../../api/apiError';
import { useGetEsimDetailsQuery } from '../../../api/esimApi';
import { ErrorWithRetry } from '../../../components/feedback/ErrorWithRetry';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { PageTabs, PageTabsSpace, tabPanelOf, type PageTab } from '../../../components/layout/PageTabs';
import { Staged } from '../../../components/staging/Staged';
import { EsimActivation } from '../components/EsimActivation';
import { EsimPurchaseOffer } from '../components/EsimPurchaseOffer';
import { UsageReport } from '../components/UsageReport';

type EsimTab = 'activation' | 'usage';

const activationOnly: readonly PageTab<EsimTab>[] = [{ value: 'activation', label: 'eSIM activation' }];
const withReport: readonly PageTab<EsimTab>[] = [...activationOnly, { value: 'usage', label: 'Usage report' }];

/** /dashboard/esim (SPEC §2 eSIM page): buy the add-on, or activate it and follow its usage. */
export default function EsimPage() {
  const details = useGetEsimDetailsQuery();
  const [tab, setTab] = useState<EsimTab>('activation');

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
    <Box>
      <Typography variant="h1" gutterBottom>
        eSIM
      </Typography>
      {/*
        Issue 26 (total blocking time): the tab strip mounts a paint after the panel, in its place.
        MUI's strip measures itself as it mounts (a forced layout): in the panel's commit, that
        layout of the whole new page made one task of 300-400 ms on a phone.
      */}
      <Staged fallback={<PageTabsSpace />}>
        <PageTabs label="eSIM" tabs={hasReport ? withReport : activationOnly} value={shownTab} onChange={setTab} />
      </Staged>
      <Box {...tabPanelOf('eSIM', shownTab)}>
        {content}
      </Box>
    </Box>
  );
}
