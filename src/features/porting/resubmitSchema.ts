import * as yup from 'yup';
import type { PortDetailField } from '../../contract/api';
import { portingMessages } from './portingMessages';

export type ResubmitValues = Partial<Record<PortDetailField, string>>;

const rules: Record<PortDetailField, [RegExp, string]> = {
  account_number: [/^[A-Za-z0-9]{1,20}$/, portingMessages.accountNumberInvalid],
  pin: [/^[0-9]{4,10}$/, portingMessages.pinInvalid],
  zip: [/^[0-9]{5}$/, portingMessages.zipInvalid],
};

/** The rules of the fields a rejection names, and of those only. */
export function resubmitSchema(fields: readonly PortDetailField[]): yup.ObjectSchema<ResubmitValues> {
  const shape: Record<string, yup.StringSchema> = {};
  for (const field of fields) {
    const [pattern, message] = rules[field];
    shape[field] = yup.string().test(field, message, (value) => pattern.test((value ?? '').trim()));
  }
  return yup.object(shape) as unknown as yup.ObjectSchema<ResubmitValues>;
}
