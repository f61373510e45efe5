import * as yup from 'yup';
import { digitsOf } from '../../lib/formatPhone';
import { signupMessages } from './signupMessages';

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

/** 'Bring your existing number': 10 digits typed as (xxx)xxx-xxxx (SPEC §5). */
export interface PortNumberValues {
  number: string;
}

export const portNumberSchema: yup.ObjectSchema<PortNumberValues> = yup.object({
  number: yup
    .string()
    .defined()
    .test('ten-digits', signupMessages.portNumberInvalid, (value) => digitsOf(value).length === 10),
});
