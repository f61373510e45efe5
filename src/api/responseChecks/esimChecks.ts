import type { EsimActivation, EsimPlans, EsimRecord, EsimTopups, EsimUsage } from '../../contract/api';
import { amount, digits, id, INVALID, isFiniteNumber, listOf, optional, responseCheck, shape, text } from './readers';

const usageNumbers = { downlink: amount, uplink: amount, totalVolume: amount };

export const esimChecks = {
  esimPlans: responseCheck<EsimPlans>(
    'eSIM plans',
    shape({
      plans: listOf(shape({ id, price: amount, descriptions: optional(shape({ en: optional(text, '') }), { en: '' }) })),
    }),
  ),
  esimRecord: responseCheck<EsimRecord>('eSIM record', (value) => {
    const read = shape({
      textQrCode: optional(text, null),
      imei: optional(digits, null),
      iccid: optional(digits, null),
      createdAt: optional(text, null),
      // A figure the screen cannot use is dropped (the meter falls back to 40 MB), never fatal.
      dataMb: (field) => (field === undefined || (isFiniteNumber(field) && field > 0) ? field : null),
      // Only a clear true hides the code; absent (SPEC §7) stays absent, anything else reads as false.
      activation_code_hidden: (field) => (field === undefined ? undefined : field === true),
    })(value);
    if (read === INVALID) return INVALID;
    // 'success' says whether the customer has an eSIM; without it, its QR text tells.
    return typeof read.success === 'boolean' ? read : { ...read, success: read.textQrCode !== null };
  }),
  esimTopups: responseCheck<EsimTopups>('eSIM data top-ups', shape({ topups: listOf(shape({ id, dataMb: amount, price: amount })) })),
  esimActivation: responseCheck<EsimActivation>('eSIM activation code', (value) => {
    const read = shape({ textQrCode: optional(text, null) })(value);
    if (read === INVALID) return INVALID;
    return typeof read.success === 'boolean' ? read : { ...read, success: read.textQrCode !== null };
  }),
  esimUsage: responseCheck<EsimUsage>(
    'eSIM usage',
    shape({ dataTotalUsage: shape(usageNumbers), dataUsage: optional(listOf(shape({ date: text, ...usageNumbers })), []) }),
  ),
};
