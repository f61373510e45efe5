import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ChangePaymentInfoTab } from '../components/ChangePaymentInfoTab';
import { ChangePlanTab } from '../components/ChangePlanTab';
import { ManageCreditsTab } from '../components/ManageCreditsTab';

type PlanTab = 'plan' | 'credits' | 'payment';

const tabs: { value: PlanTab; label: string }[] = [
  { value: 'plan', label: 'Change plan' },
  { value: 'credits', label: 'Manage credits' },
  { value: 'payment', label: 'Change payment info' },
];

/** /dashboard/plan (SPEC §2 Plan page): change or cancel the plan, buy credits, change the card. */
export default function PlanPage() {
  const [tab, setTab] = useState<PlanTab>('plan');
  // Bumped after a cancellation: the tab shows itself afresh, as a page reload would.
  const [generation, setGeneration] = useState(0);

  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        Plan
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, next: PlanTab) => setTab(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Plan"
        sx={{ mb: 3 }}
      >
        {tabs.map(({ value, label }) => (
          <Tab key={value} value={value} label={label} id={`plan-tab-${value}`} aria-controls={`plan-panel-${value}`} />
        ))}
      </Tabs>
      {/* Only the open tab is mounted, so switching tabs starts its reCAPTCHA and form afresh (SPEC §2). */}
      <Box role="tabpanel" key={`${tab}-${generation}`} id={`plan-panel-${tab}`} aria-labelledby={`plan-tab-${tab}`}>
        {tab === 'plan' && <ChangePlanTab onCancelled={() => setGeneration((n) => n + 1)} />}
        {tab === 'credits' && <ManageCreditsTab />}
        {tab === 'payment' && <ChangePaymentInfoTab />}
      </Box>
    </Box>
  );
}
