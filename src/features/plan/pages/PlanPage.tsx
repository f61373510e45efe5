import { memo, Suspense, useCallback, useDeferredValue, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { PageTab } from '../../../components/layout/PageTabs';
import { tabPanelOf } from '../../../components/layout/pageTabIds';
import { PlainLoadingState } from '../../../components/plain/PlainLoadingState';
import { Staged } from '../../../components/staging/Staged';
import { planPageTabFrom, type PlanPageTab } from '../../../lib/routeState';
import { ChangePlanTab } from '../components/ChangePlanTab';
import { ChangePaymentInfoTab, ManageCreditsTab, PlanTabStrip } from '../parts';

const tabs: readonly PageTab<PlanPageTab>[] = [
  { value: 'plan', label: 'Change plan' },
  { value: 'credits', label: 'Manage credits' },
  { value: 'payment', label: 'Change payment info' },
];

/** /dashboard/plan (SPEC §2 Plan page): change or cancel the plan, buy credits, change the card. */
export default function PlanPage() {
  const { pathname, search, state, key } = useLocation();
  // Coming back from /add-credit opens 'Manage credits' again.
  const [tab, setTab] = useState<PlanPageTab>(() => planPageTabFrom(state) ?? 'plan');
  // A link naming a tab while the page is open (the failed-renewal banner's 'Update payment info') opens it too.
  const [arrival, setArrival] = useState(key);
  if (arrival !== key) {
    setArrival(key);
    const asked = planPageTabFrom(state);
    if (asked) setTab(asked);
  }
  // Bumped after a cancellation: the tab shows itself afresh, as a page reload would.
  const [generation, setGeneration] = useState(0);
  const navigate = useNavigate();
  // The strip moves at once; the chosen tab's panel (a form, the card field) mounts after that
  // paint, in slices, so a tab press paints within 100 ms at 4× CPU.
  const shownTab = useDeferredValue(tab);
  const [panelCommitted, setPanelCommitted] = useState(false);
  const markPanelCommitted = useCallback(() => setPanelCommitted(true), []);

  // SPEC §4 'reload the page': arriving at the page anew lets the route guard decide again on the
  // reloaded subscription list, so a customer left without a plan goes on to choose one.
  // Stable, so the memoised panel does not re-render with the strip.
  const reloadAfterCancel = useCallback(() => {
    setGeneration((n) => n + 1);
    void navigate({ pathname, search }, { replace: true });
  }, [navigate, pathname, search]);

  const stripSpace = <div className="pn-tabs-space" aria-hidden="true" />;
  return (
    <div>
      <h1 className="pn-h1 pn-gutter">Plan</h1>
      {/*
        Total blocking time, as on the account page: the heading first, then the open
        tab, then (once that is on screen) MUI's tab strip, its place kept meanwhile so that nothing
        moves: three short pieces of work on a phone rather than one long one.
      */}
      <Staged after={panelCommitted} fallback={stripSpace}>
        <Suspense fallback={stripSpace}>
          <PlanTabStrip label="Plan" tabs={tabs} value={tab} onChange={setTab} />
        </Suspense>
      </Staged>
      <Staged onShown={markPanelCommitted}>
        {/* Only the open tab is mounted, so switching tabs starts its reCAPTCHA and form afresh (SPEC §2). */}
        <PlanTabPanel key={`${shownTab}-${generation}`} tab={shownTab} onCancelled={reloadAfterCancel} />
      </Staged>
    </div>
  );
}

/** The open tab's panel; memoised, so the press that moves the strip does not re-render the panel it leaves. */
const PlanTabPanel = memo(function PlanTabPanel({ tab, onCancelled }: { tab: PlanPageTab; onCancelled(): void }) {
  return (
    <div {...tabPanelOf('Plan', tab)}>
      <Suspense fallback={<PlainLoadingState label="Loading the tab" />}>
        {tab === 'plan' && <ChangePlanTab onCancelled={onCancelled} />}
        {tab === 'credits' && <ManageCreditsTab />}
        {tab === 'payment' && <ChangePaymentInfoTab />}
      </Suspense>
    </div>
  );
});
