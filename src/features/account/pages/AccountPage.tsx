import { Suspense, useCallback, useState } from 'react';
import { PlainLoadingState } from '../../../components/plain/PlainLoadingState';
import { tabPanelOf } from '../../../components/layout/pageTabIds';
import { lazyPart } from '../../../components/staging/lazyParts';
import { Staged } from '../../../components/staging/Staged';
import { inTasks } from '../../../lib/inTasks';
import { themed } from '../../../theme/loadMuiTheme';
import { accountTabs, type AccountTab } from '../components/accountTabs';

// The page is plain: its heading and the Edit information panel (in this page's chunk, "eager")
// paint before any MUI code is even fetched (largest contentful paint). MUI's tab strip
// is a chunk of its own with the theme, evaluated in three tasks (its button base, its tab, then
// the strip), a long task on a phone otherwise.
const PageTabs = lazyPart(() =>
  themed(() =>
    inTasks(
      () => import('@mui/material/ButtonBase'),
      () => import('@mui/material/Tab'),
      () => import('../../../components/layout/PageTabs').then((module) => module.PageTabs<AccountTab>),
    ),
  ),
);
const EditInformationTab = lazyPart(() => import(/* webpackMode: "eager" */ '../components/EditInformationTab').then((module) => module.EditInformationTab));
// The other two tabs (MUI tables, dialogs) load when first chosen.
const BlockedNumbersTab = lazyPart(() =>
  themed(() => import('../components/BlockedNumbersTab').then((module) => module.BlockedNumbersTab)),
);
const DeleteAccountTab = lazyPart(() =>
  themed(() => import('../components/DeleteAccountTab').then((module) => module.DeleteAccountTab)),
);

/** /dashboard/account (SPEC §2 Account page); default export for lazy loading. */
export default function AccountPage() {
  const [tab, setTab] = useState<AccountTab>('edit');
  // Heading first, then the Edit information panel, then (once the panel is on screen) MUI's tab
  // strip, whose styles are inserted and which measures itself: short pieces of work on a phone
  // rather than one long one, and the strip's measuring lays out only itself, not the panel too
  // (total blocking time). The strip's place is kept meanwhile, so nothing moves.
  const [panelCommitted, setPanelCommitted] = useState(false);
  const markPanelCommitted = useCallback(() => setPanelCommitted(true), []);
  const stripSpace = <div className="pn-tabs-space" />;
  return (
    <div>
      <h1 className="pn-h1 pn-gutter">Manage account</h1>
      <Staged after={panelCommitted || tab !== 'edit'} fallback={stripSpace}>
        <Suspense fallback={stripSpace}>
          <PageTabs label="Account" tabs={accountTabs} value={tab} onChange={setTab} />
        </Suspense>
      </Staged>
      <div {...tabPanelOf('Account', tab)}>
        <Suspense fallback={<PlainLoadingState label="Loading the tab" />}>
          {/* Inside the Suspense boundary: onShown fires once the panel's code has arrived and it is committed. */}
          <Staged onShown={markPanelCommitted}>
            {tab === 'edit' && <EditInformationTab />}
            {tab === 'blocked' && <BlockedNumbersTab />}
            {tab === 'delete' && <DeleteAccountTab />}
          </Staged>
        </Suspense>
      </div>
    </div>
  );
}
