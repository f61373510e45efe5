import type { Phone, PhoneSearchResult } from '../../src/contract/api';
import { nextPhoneNumber } from './sequence';

/** An item of GET /webphones: a bought, active number unless overridden. */
export function buildPhone(overrides: Partial<Phone> = {}): Phone {
  return { phone_number: nextPhoneNumber(), status: 'active', ...overrides };
}

/** GET /websearchphonesavailable/{areaCode}: numbers found, no note, unless overridden. */
export function buildPhoneSearchResult(overrides: Partial<PhoneSearchResult> = {}): PhoneSearchResult {
  return {
    area_code: ['857', '617'],
    phone_numbers: ['8575550101', '8575550102', '8575550103'],
    note: null,
    ...overrides,
  };
}
