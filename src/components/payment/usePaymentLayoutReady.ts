import { useEffect, useState } from 'react';
import { preloadCardOnFileChoice } from './CardChoice';
import { useCardOnFile } from './useCardOnFile';

/**
 * Whether a purchase screen's payment panel can show its final layout (CLS ≤ 0.02):
 * the card on file is known and, when there is one, the code of its radios has arrived. Until
 * then the panel would show the card form and swap it for the radios (a shift of 0.1–0.25 on a
 * phone): the screen shows a spinner in its place, and whatever follows the panel after it.
 */
export function usePaymentLayoutReady(): boolean {
  const cardOnFile = useCardOnFile();
  const hasCard = typeof cardOnFile === 'object' && cardOnFile.card !== null;
  const [choiceLoaded, setChoiceLoaded] = useState(false);
  useEffect(() => {
    if (!hasCard) return;
    let mounted = true;
    // A failed load is shown by the panel's own boundary: the layout waits no longer.
    const loaded = () => {
      if (mounted) setChoiceLoaded(true);
    };
    preloadCardOnFileChoice().then(loaded, loaded);
    return () => {
      mounted = false;
    };
  }, [hasCard]);
  const ready = cardOnFile !== 'loading' && (!hasCard || choiceLoaded);
  // Once shown, the panel stays: its own subscription refetches a failed card on file ('loading'
  // again), and hiding it then would unmount it and fetch again, in a loop.
  const [shown, setShown] = useState(false);
  if (ready && !shown) setShown(true);
  return ready || shown;
}
