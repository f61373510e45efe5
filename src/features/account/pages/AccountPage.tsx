import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { lazy, Suspense, useState } from 'react';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { accountFormsCss } from '../../../theme/plainStyles/accountFormsCss';
import { installPlainSheet } from '../../../theme/plainStyles/installPlainStyles';
import { EditInformationTab } from '../components/EditInformationTab';

// The first tab is drawn in plain elements (issue 9's Lighthouse budget for this page); the tab strip is MUI's.
installPlainSheet('account-forms', accountFormsCss);

// The other two tabs (MUI tables, dialogs) load when first chosen.
const BlockedNumbersTab = lazy(() =>
  import(/* webpackChunkName: "account-tabs" */ '../components/BlockedNumbersTab').then((module) => ({ default: module.BlockedNumbersTab })),
);
const DeleteAccountTab = lazy(() =>
  import(/* webpackChunkName: "account-tabs" */ '../components/DeleteAccountTab').then((module) => ({ default: module.DeleteAccountTab })),
);

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
    <div>
      <h1 className="pn-h1 pn-gutter">Manage account</h1>
      <Tabs value={tab} onChange={(_event, next: AccountTab) => setTab(next)} variant="scrollable" allowScrollButtonsMobile aria-label="Account" sx={{ mb: 3 }}>
        {tabs.map(({ value, label }) => (
          <Tab key={value} value={value} label={label} id={`account-tab-${value}`} aria-controls={`account-panel-${value}`} />
        ))}
      </Tabs>
      <div role="tabpanel" id={`account-panel-${tab}`} aria-labelledby={`account-tab-${tab}`}>
        <Suspense fallback={<LoadingState label="Loading the tab" />}>
          {tab === 'edit' && <EditInformationTab />}
          {tab === 'blocked' && <BlockedNumbersTab />}
          {tab === 'delete' && <DeleteAccountTab />}
        </Suspense>
      </div>
    </div>
  );
}
