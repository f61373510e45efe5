import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { useAfterPaint } from '../../../lib/useAfterPaint';
import { yieldToBrowser } from '../../../lib/yieldToBrowser';
import { accountFormsCss } from '../../../theme/plainStyles/accountFormsCss';
import { installPlainSheet } from '../../../theme/plainStyles/installPlainStyles';
import type { AccountTab } from '../components/AccountTabStrip';

// The first tab is drawn in plain elements (issue 9's Lighthouse budget for this page); the tab strip is MUI's.
installPlainSheet('account-forms', accountFormsCss);

// The tab strip and the first tab come with this page's chunk ("eager": no request of their own)
// but evaluate only when first shown, each in a task of its own; MUI's tab strip in three (its
// button base, its tab, then the strip), a long task on a phone otherwise.
const AccountTabStrip = lazy(async () => {
  await import(/* webpackMode: "eager" */ '@mui/material/ButtonBase');
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ '@mui/material/Tab');
  await yieldToBrowser();
  const module = await import(/* webpackMode: "eager" */ '../components/AccountTabStrip');
  return { default: module.AccountTabStrip };
});
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

/** Tells its parent once it has been committed (with the siblings of its Suspense boundary). */
function OnCommit({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

/** /dashboard/account (SPEC §2 Account page); default export for lazy loading. */
export default function AccountPage() {
  const [tab, setTab] = useState<AccountTab>('edit');
  // Heading first, then the Edit information panel, then (once the panel is on screen) MUI's tab
  // strip, whose styles are inserted and which measures itself: short pieces of work on a phone
  // rather than one long one, and the strip's measuring lays out only itself, not the panel too
  // (issue 9: total blocking time). The strip's place is kept meanwhile, so nothing moves.
  const panelShown = useAfterPaint();
  const [panelCommitted, setPanelCommitted] = useState(false);
  const markPanelCommitted = useCallback(() => setPanelCommitted(true), []);
  const stripShown = useAfterPaint(panelCommitted || tab !== 'edit');
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
          {tab === 'edit' && panelShown && (
            <>
              <EditInformationTab />
              <OnCommit onCommit={markPanelCommitted} />
            </>
          )}
          {tab === 'blocked' && <BlockedNumbersTab />}
          {tab === 'delete' && <DeleteAccountTab />}
        </Suspense>
      </div>
    </div>
  );
}
