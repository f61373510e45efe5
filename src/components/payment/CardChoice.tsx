import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Stack } from '../plain/layout/Stack';
import { lazyPart } from '../staging/lazyParts';
import type { CardChoiceState } from './useCardChoice';

// Radios and a checkbox only where there is a choice: a first sign-up's checkout (no card on file,
// the card always saved) loads neither.
const CardOnFileChoice = lazyPart(() => import('./CardOnFileChoice').then((module) => module.CardOnFileChoice));
const SaveCardChoice = lazyPart(() => import('./SaveCardChoice').then((module) => module.SaveCardChoice));

type CardOnFileChoiceComponent = typeof import('./CardOnFileChoice').CardOnFileChoice;
let loadedCardOnFileChoice: CardOnFileChoiceComponent | null = null;

/**
 * Loads the card-on-file radios ahead (usePaymentLayoutReady waits for it): a panel mounted after
 * that renders them at once, where the lazy part would still show its empty fallback for a frame
 * and then push the page down by their height.
 */
export async function preloadCardOnFileChoice(): Promise<void> {
  const module = await import('./CardOnFileChoice');
  loadedCardOnFileChoice = module.CardOnFileChoice;
}

interface CardChoiceProps {
  state: CardChoiceState;
  disabled: boolean;
  /** The card form, shown when a new card pays. */
  cardForm: ReactNode;
}

/** The card on file or a new card, the card form, and 'Save this card'. */
export function CardChoice({ state, disabled, cardForm }: CardChoiceProps) {
  const { cardOnFile } = state;
  // Chosen once per mount: switching from the lazy part to the loaded one would remount the radios.
  const [OnFileChoice] = useState(() => loadedCardOnFileChoice ?? CardOnFileChoice);
  // With a card on file, 'Use a new card' brings 'Save this card': its code is fetched beforehand.
  const hasCardOnFile = cardOnFile !== null;
  useEffect(() => {
    if (hasCardOnFile) void SaveCardChoice.preload().catch(() => undefined);
  }, [hasCardOnFile]);
  return (
    <Stack gap={2}>
      {cardOnFile && (
        <Suspense fallback={null}>
          <OnFileChoice state={state} cardOnFile={cardOnFile} disabled={disabled} />
        </Suspense>
      )}
      {state.showsForm && cardForm}
      {state.offersSave && (
        <Suspense fallback={null}>
          <SaveCardChoice state={state} disabled={disabled} />
        </Suspense>
      )}
    </Stack>
  );
}
