import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { failureText } from '../../../api/apiError';
import { useGetEsimDetailsQuery } from '../../../api/esimApi';
import { ErrorWithRetry } from '../../../components/feedback/ErrorWithRetry';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { EsimActivation } from '../components/EsimActivation';
import { EsimPurchaseOffer } from '../components/EsimPurchaseOffer';
import { UsageReport } from '../components/UsageReport';

type EsimTab = 'activation' | 'usage';

const tabIds = (tab: EsimTab) => ({ id: `esim-tab-${tab}`, 'aria-controls': `esim-panel-${tab}` });

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
      <Tabs
        value={shownTab}
        onChange={(_event, next: EsimTab) => setTab(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="eSIM"
        sx={{ mb: 3 }}
      >
        <Tab value="activation" label="eSIM activation" {...tabIds('activation')} />
        {hasReport && <Tab value="usage" label="Usage report" {...tabIds('usage')} />}
      </Tabs>
      <Box role="tabpanel" id={`esim-panel-${shownTab}`} aria-labelledby={`esim-tab-${shownTab}`}>
        {content}
      </Box>
    </Box>
  );
}
