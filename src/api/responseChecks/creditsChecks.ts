import type { CreditBundle } from '../../contract/api';
import { amount, id, isObject, listOf, responseCheck, shape, text } from './readers';

export const creditsChecks = {
  creditBundles: responseCheck<CreditBundle[]>('credit bundles', listOf(shape({ id, price: amount, credits: amount, purchase_name: text }))),
  /** SPEC §3 'Balance: a number in dollars': the bare number, or our server's { balance }. */
  balance: responseCheck<number>('balance', (value) => (isObject(value) ? amount(value.balance) : amount(value))),
};
