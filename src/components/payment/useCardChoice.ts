import { useState } from 'react';
import type { CardOnFile } from '../../contract/api';
import type { CardOnFileState, CardUse } from './cardUse';

export interface CardChoiceState {
  /** The card the customer may pay with, when the choice is offered. */
  cardOnFile: CardOnFile | null;
  /** 'onFile' or 'new' (the radio group's value). */
  choice: 'onFile' | 'new';
  setChoice(choice: 'onFile' | 'new'): void;
  /** The card form was edited: a card typed before the card on file was known stays the choice. */
  noteCardTyped(): void;
  /** The card form is shown (a new card, or today's flow). */
  showsForm: boolean;
  /** 'Save this card' is offered, and whether it is ticked. */
  offersSave: boolean;
  save: boolean;
  setSave(save: boolean): void;
  /** What Pay would pay with now. */
  use: CardUse;
}

/**
 * The card-choice rules. With a card on file: pay with it (default) or a new card,
 * saved only when 'Save this card' is ticked (unticked by default). With none: the card form,
 * saved unless unticked. A backend without the card-on-file endpoint (`state` undefined or
 * 'unavailable'): today's flow — the card form saved then used (`withCard`), or the card on file.
 * While the card on file is loading the screen is today's too (nothing waits for it); a card
 * typed meanwhile stays chosen once the card on file is known.
 */
export function useCardChoice(state: CardOnFileState | undefined, withCard: boolean, onChoiceChange?: () => void): CardChoiceState {
  const [picked, setPicked] = useState<'onFile' | 'new' | null>(null);
  const choice = picked ?? 'onFile';
  // The card form comes and goes with the choice: a new one starts empty.
  const setChoice = (next: 'onFile' | 'new') => {
    setPicked(next);
    onChoiceChange?.();
  };
  const noteCardTyped = () => {
    if (picked === null) setPicked('new');
  };
  const [savePicked, setSave] = useState<boolean | null>(null);
  const known = typeof state === 'object' ? state : null;
  const cardOnFile = known?.card ?? null;
  const showsForm = known ? cardOnFile === null || choice === 'new' : withCard;
  // Ticked by default only when nothing else is on file (the customer's first card).
  const save = savePicked ?? cardOnFile === null;
  let use: CardUse;
  if (!showsForm) use = { kind: 'onFile' };
  else use = { kind: 'new', save: known ? save : true };
  return { cardOnFile, choice, setChoice, noteCardTyped, showsForm, offersSave: known !== null && showsForm, save, setSave, use };
}
