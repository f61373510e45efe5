import { createContext } from 'react';
import { getConfig } from '../../../config/loadConfig';

/** What the sandbox card form says above its fields (a standing explanation, not news). */
export const SANDBOX_CARD_NOTE =
  'Sandbox card form: use a Stripe test card, e.g. 4242 4242 4242 4242 (paid) or 4000 0000 0000 0002 (declined), with any future expiry date and any CVC. Other card numbers are refused.';

/** Whether the card form is the sandbox's (no Stripe publishable key configured): CardForm's choice. */
export function usesSandboxCardForm(): boolean {
  return !getConfig().stripePublishableKey;
}

/**
 * True where the page has drawn the note already, above the panel, before the form's code arrived
 * (the checkout, the note is its largest paint): the form does not repeat it.
 */
export const SandboxNoteShownAbove = createContext(false);
