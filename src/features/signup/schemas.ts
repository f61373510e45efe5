import * as yup from 'yup';
import { digitsOf } from '../../lib/formatPhone';
import { portDetailsMessages, signupMessages } from './signupMessages';

/** The three area-code boxes, one digit each (SPEC §5). */
export interface AreaCodeValues {
  digits: string[];
}

export const areaCodeSchema: yup.ObjectSchema<AreaCodeValues> = yup.object({
  digits: yup
    .array(yup.string().defined())
    .defined()
    .test('three-digits', signupMessages.areaCodeRequired, (digits) => digits.length === 3 && digits.every((d) => /^\d$/.test(d))),
});

/** A number picked from the search results. */
export interface NumberChoiceValues {
  number: string;
}

export const numberChoiceSchema: yup.ObjectSchema<NumberChoiceValues> = yup.object({
  number: yup.string().defined().required(signupMessages.noNumberSelected),
});

/** 'Bring your existing number': 10 digits typed as (xxx)xxx-xxxx (SPEC §5), then the carrier's details. */
export interface PortNumberValues {
  number: string;
  accountNumber: string;
  pin: string;
  zip: string;
}

const hasTenDigits = (value: string | undefined) => digitsOf(value ?? '').length === 10;

/** A detail's rule, checked only once the number passes SPEC's check, so that SPEC's message comes first and alone. */
const detail = (message: string, pattern: RegExp) =>
  yup
    .string()
    .defined()
    .when('number', { is: hasTenDigits, then: (rule) => rule.test('detail', message, (value) => pattern.test((value ?? '').trim())) });

export const portNumberSchema: yup.ObjectSchema<PortNumberValues> = yup.object({
  number: yup.string().defined().test('ten-digits', signupMessages.portNumberInvalid, hasTenDigits),
  accountNumber: detail(portDetailsMessages.accountNumberInvalid, /^[A-Za-z0-9]{1,20}$/),
  pin: detail(portDetailsMessages.pinInvalid, /^[0-9]{4,10}$/),
  zip: detail(portDetailsMessages.zipInvalid, /^[0-9]{5}$/),
});
