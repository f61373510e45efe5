import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { BlockedNumbersTab } from '../components/BlockedNumbersTab';
import { DeleteAccountTab } from '../components/DeleteAccountTab';
import { EditInformationTab } from '../components/EditInformationTab';

type AccountTab = 'edit' | 'blocked' | 'delete';

const tabs: { value: AccountTab; label: string }[] = [
  { value: 'edit', label: 'Edit information' },
  { value: 'blocked', label: 'Blocked numbers' },
  { value: 'delete', label: 'Delete account' },
];

/** /dashboard/account (SPEC §2 Account page); default export for lazy loading. */
export default function AccountPage() {
  const [tab, setTab] = useState<AccountTab>('edit');
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        Manage account
      </Typography>
      <Tabs value={tab} onChange={(_event, next: AccountTab) => setTab(next)} variant="scrollable" allowScrollButtonsMobile aria-label="Account" sx={{ mb: 3 }}>
        {tabs.map(({ value, label }) => (
          <Tab key={value} value={value} label={label} id={`account-tab-${value}`} aria-controls={`account-panel-${value}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`account-panel-${tab}`} aria-labelledby={`account-tab-${tab}`}>
        {tab === 'edit' && <EditInformationTab />}
        {tab === 'blocked' && <BlockedNumbersTab />}
        {tab === 'delete' && <DeleteAccountTab />}
      </Box>
    </Box>
  );
}
