import type { CardOnFile, OneTimeCard } from '../../contract/api';

/** Which card pays a purchase: the card on file, or a new one (saved as the card on file, or charged once). */
export type CardUse = { kind: 'onFile' } | { kind: 'new'; save: boolean };

/**
 * What the screen knows of the card on file: still loading, a card or null (none),
 * or 'unavailable' when the backend has no such endpoint (SPEC §7 only: today's flow, no choice).
 */
export type CardOnFileState = 'loading' | 'unavailable' | { card: CardOnFile | null };

/**
 * The card fields of a purchase body for `use`. A new card to keep is saved first (SPEC §7: PUT
 * /user/webprofile/more, then the purchase pays with it); one to charge once goes with the
 * purchase, unsaved; the card on file needs nothing.
 */
export async function purchaseCardFields(
  use: CardUse,
  cardToken: () => Promise<string>,
  saveCardToken: (token: string) => Promise<unknown>,
): Promise<OneTimeCard> {
  if (use.kind === 'onFile') return {};
  const token = await cardToken();
  if (use.save) {
    await saveCardToken(token);
    return {};
  }
  return { card_token: token, save_card: false };
}
