import { Suspense, useEffect } from 'react';
import { PlainLoadingState } from '../../../components/plain/PlainLoadingState';
import { Staged } from '../../../components/staging/Staged';
import { phoneNumberChosen } from '../../../session/sessionSlice';
import { useAppDispatch } from '../../../state/hooks';
import { Spaced } from '../../../components/plain/layout/Spaced';
import { Page } from '../../../components/plain/layout/Page';
import { AreaCodeSteps } from '../parts';

/**
 * /area-code, the first step of sign-up (SPEC §2 Area code page); default export for lazy loading.
 * Plain, as its card: the heading and the introduction (the page's largest paint) are on screen
 * first; the card's code comes one paint later.
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
