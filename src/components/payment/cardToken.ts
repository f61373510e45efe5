import type { RefObject } from 'react';
import { CardError, cardMessages } from './cardErrors';
import type { CardFormHandle } from './cardFormTypes';

/** The card form's one-time token; 'Stripe Not Init' while the form is not there yet. */
export function cardTokenOf(form: RefObject<CardFormHandle | null>): Promise<string> {
  return form.current ? form.current.createToken() : Promise.reject(new CardError(cardMessages.stripeNotInit));
}
