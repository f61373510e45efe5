import { Suspense, useEffect } from 'react';
import { PlainLoadingState } from '../../../components/plain/PlainLoadingState';
import { lazyPart } from '../../../components/staging/lazyParts';
import { Staged } from '../../../components/staging/Staged';
import { phoneNumberChosen } from '../../../session/sessionSlice';
import { inTasks } from '../../../lib/inTasks';
import { useAppDispatch } from '../../../state/hooks';
import { themed } from '../../../theme/loadMuiTheme';
import { Spaced } from '../../../components/plain/layout/Spaced';
import { Page } from '../../../components/plain/layout/Page';

/**
 * The card (MUI: the search, the numbers found, the transfer form), a chunk of its own, evaluated in
 * steps (MUI's button base, its outlined input, then the card), not one long task on a phone.
 */
const AreaCodeSteps = lazyPart(() =>
  themed(() =>
    inTasks(
      () => import(/* webpackChunkName: "area-code-steps" */ '@mui/material/ButtonBase'),
      () => import(/* webpackChunkName: "area-code-steps" */ '@mui/material/OutlinedInput'),
      () => import(/* webpackChunkName: "area-code-steps" */ '../components/AreaCodeSteps').then((module) => module.AreaCodeSteps),
    ),
  ),
);

/**
 * /area-code, the first step of sign-up (SPEC §2 Area code page); default export for lazy loading.
 * Plain: the heading and the introduction (the page's largest paint) are on screen before MUI's
 * code has loaded and run; the card comes one paint later.
 */
export default function AreaCodePage() {
  const dispatch = useAppDispatch();

  // SPEC §4: the area-code page clears the chosen number on load.
  useEffect(() => {
    dispatch(phoneNumberChosen(null));
  }, [dispatch]);

  const loading = <PlainLoadingState label="Loading the area code search" />;
  return (
    <Page width="sm">
      <h1 className="pn-h1 pn-gutter">Choose an area code</h1>
      <Spaced below={3}>
        <p className="pn-body1 pn-secondary">Pick the area code of your new private number, or bring the number you already have.</p>
      </Spaced>
      <Staged fallback={loading}>
        <Suspense fallback={loading}>
          <AreaCodeSteps />
        </Suspense>
      </Staged>
    </Page>
  );
}
