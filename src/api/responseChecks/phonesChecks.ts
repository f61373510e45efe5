import type { Phone, PhoneSearchResult } from '../../contract/api';
import { digits, INVALID, listOf, optional, responseCheck, shape } from './readers';

export const phonesChecks = {
  phones: responseCheck<Phone[]>('phones', listOf(shape({ phone_number: digits }))),
  phoneSearch: responseCheck<PhoneSearchResult>('number search', (value) => {
    // A note or a failure explains an empty answer; otherwise the numbers must be there.
    const read = shape({ area_code: optional(listOf(digits), []), phone_numbers: optional(listOf(digits), null) })(value);
    if (read === INVALID) return INVALID;
    if (read.phone_numbers !== null || typeof read.note === 'string' || typeof read.failure === 'string') {
      return { ...read, phone_numbers: read.phone_numbers ?? [] };
    }
    return INVALID;
  }),
};
