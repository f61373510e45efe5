import type * as yup from 'yup';

/** SPEC §5 'a standard pattern' (the server checks the same). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** SPEC §9. */
export const MIN_PASSWORD_LENGTH = 8;

/**
 * The form-level error: the spec's rules span several fields and one message is shown at a
 * time (under the form), so each rule reports here, in the spec's order.
 */
export const FORM_ERROR = 'form';

export const filled = (value: string | undefined) => (value ?? '').trim() !== '';

/** A rule of the whole form; failing ones report at FORM_ERROR in declaration order. */
export function formRule<T>(name: string, message: string, passes: (values: T) => boolean) {
  return {
    name,
    message,
    test(this: yup.TestContext, values: T) {
      return passes(values) || this.createError({ path: FORM_ERROR, message });
    },
  };
}
