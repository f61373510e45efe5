import { Suspense, useState } from 'react';
import { PlainLoadingState } from '../../../components/plain/PlainLoadingState';
import { tabPanelOf } from '../../../components/layout/pageTabIds';
import { Staged } from '../../../components/staging/Staged';
import { accountTabs, type AccountTab } from '../components/accountTabs';
import { EditInformationTab } from '../components/EditInformationTab';
import { AccountTabStrip, BlockedNumbersTab, DeleteAccountTab } from '../parts';

/**
 * /dashboard/account (SPEC §2 Account page); default export for lazy loading. Plain: the heading
 * and the Edit information panel paint before any MUI code is fetched (largest contentful paint);
 * MUI's tab strip comes after that paint, its place kept meanwhile, so nothing moves.
 */
export default function AccountPage() {
  const [tab, setTab] = useState<AccountTab>('edit');
  const stripSpace = <div className="pn-tabs-space" />;
  return (
    <div>
      <h1 className="pn-h1 pn-gutter">Manage account</h1>
      <Staged fallback={stripSpace}>
        <Suspense fallback={stripSpace}>
          <AccountTabStrip label="Account" tabs={accountTabs} value={tab} onChange={setTab} />
        </Suspense>
      </Staged>
      <div {...tabPanelOf('Account', tab)}>
        <Suspense fallback={<PlainLoadingState label="Loading the tab" />}>
          {tab === 'edit' && <EditInformationTab />}
          {tab === 'blocked' && <BlockedNumbersTab />}
          {tab === 'delete' && <DeleteAccountTab />}
        </Suspense>
      </div>
    </div>
  );
}
