import { lazy, Suspense, useState } from 'react';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { useAfterPaint } from '../../../lib/useAfterPaint';
import { accountFormsCss } from '../../../theme/plainStyles/accountFormsCss';
import { installPlainSheet } from '../../../theme/plainStyles/installPlainStyles';
import type { AccountTab } from '../components/AccountTabStrip';

// The first tab is drawn in plain elements (issue 9's Lighthouse budget for this page); the tab strip is MUI's.
installPlainSheet('account-forms', accountFormsCss);

// The tab strip and the first tab come with this page's chunk ("eager": no request of their own)
// but evaluate only when first shown, each in a task of its own.
const AccountTabStrip = lazy(() =>
  import(/* webpackMode: "eager" */ '../components/AccountTabStrip').then((module) => ({ default: module.AccountTabStrip })),
);
const EditInformationTab = lazy(() =>
  import(/* webpackMode: "eager" */ '../components/EditInformationTab').then((module) => ({ default: module.EditInformationTab })),
);
// The other two tabs (MUI tables, dialogs) load when first chosen.
const BlockedNumbersTab = lazy(() =>
  import(/* webpackChunkName: "account-tabs" */ '../components/BlockedNumbersTab').then((module) => ({ default: module.BlockedNumbersTab })),
);
const DeleteAccountTab = lazy(() =>
  import(/* webpackChunkName: "account-tabs" */ '../components/DeleteAccountTab').then((module) => ({ default: module.DeleteAccountTab })),
);

/** /dashboard/account (SPEC §2 Account page); default export for lazy loading. */
export default function AccountPage() {
  const [tab, setTab] = useState<AccountTab>('edit');
  // Heading first, then the tab strip (MUI: styles inserted, itself measured), then the panel:
  // short pieces of work on a phone rather than one long one (issue 9: total blocking time). The
  // strip's place is kept meanwhile, so nothing moves.
  const stripShown = useAfterPaint();
  const panelShown = useAfterPaint(stripShown);
  const stripSpace = <div className="pn-account-tabs-space" />;
  return (
    <div>
      <h1 className="pn-h1 pn-gutter">Manage account</h1>
      {stripShown ? (
        <Suspense fallback={stripSpace}>
          <AccountTabStrip tab={tab} onChange={setTab} />
        </Suspense>
      ) : (
        stripSpace
      )}
      <div role="tabpanel" id={`account-panel-${tab}`} aria-labelledby={`account-tab-${tab}`}>
        <Suspense fallback={<LoadingState label="Loading the tab" />}>
          {tab === 'edit' && panelShown && <EditInformationTab />}
          {tab === 'blocked' && <BlockedNumbersTab />}
          {tab === 'delete' && <DeleteAccountTab />}
        </Suspense>
      </div>
    </div>
  );
}
