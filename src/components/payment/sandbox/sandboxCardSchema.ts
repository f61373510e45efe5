import * as yup from 'yup';
import { isExpired, onlyDigits, parseExpiry, passesLuhn, sandboxTokenFor } from './sandboxTestCards';

/** The sandbox form's texts, worded as Stripe's own card fields word them. */
export const sandboxCardMessages = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  notATestCard: 'Your card number is not a sandbox test card.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryInvalid: "Your card's expiration month is invalid.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
} as const;

export interface SandboxCardValues {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

/** Rules in the order a card form checks them: number, expiry, CVC; the first failing one shows. */
export const sandboxCardSchema: yup.ObjectSchema<SandboxCardValues> = yup.object({
  cardNumber: yup
    .string()
    .default('')
    .test('complete', sandboxCardMessages.numberIncomplete, (value = '') => onlyDigits(value).length >= 12)
    .test('luhn', sandboxCardMessages.numberInvalid, (value = '') => passesLuhn(value))
    .test('test-card', sandboxCardMessages.notATestCard, (value = '') => sandboxTokenFor(value) !== null),
  expiry: yup
    .string()
    .default('')
    .test('complete', sandboxCardMessages.expiryIncomplete, (value = '') => parseExpiry(value) !== null)
    .test('month', sandboxCardMessages.expiryInvalid, (value = '') => {
      const month = parseExpiry(value)?.month ?? 0;
      return month >= 1 && month <= 12;
    })
    .test('future', sandboxCardMessages.expiryPast, (value = '') => {
      const expiry = parseExpiry(value);
      return expiry !== null && !isExpired(expiry);
    }),
  cvc: yup
    .string()
    .default('')
    .test('complete', sandboxCardMessages.cvcIncomplete, (value = '') => /^\d{3,4}$/.test(value)),
});
