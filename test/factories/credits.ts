import type { BalanceResponse, CreditBundle } from '../../src/contract/api';
import { nextId } from './sequence';

/** A bundle of GET /getcredits (price in dollars). */
export function buildCreditBundle(overrides: Partial<CreditBundle> = {}): CreditBundle {
  return { id: nextId(), price: 10, credits: 1000, purchase_name: 'credits_1000', ...overrides };
}

/** A small, a medium and a large bundle. */
export function buildCreditBundles(): CreditBundle[] {
  return [
    buildCreditBundle({ price: 5, credits: 500, purchase_name: 'credits_500' }),
    buildCreditBundle({ price: 10, credits: 1000, purchase_name: 'credits_1000' }),
    buildCreditBundle({ price: 25, credits: 2500, purchase_name: 'credits_2500' }),
  ];
}

/** GET /webgetbalance (dollars). */
export function buildBalance(balance = 12.5): BalanceResponse {
  return { balance };
}
