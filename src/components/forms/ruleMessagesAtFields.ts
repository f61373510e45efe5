import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { fieldsConcerned, FORM_ERROR } from '../../lib/forms/formRules';

/** The error type of a form rule's message copied to a field it concerns. */
export const FORM_RULE_AT_FIELD = 'form-rule';

/**
 * Every failed rule of the form at once, each beside the fields it concerns (the first failed
 * rule about a field wins; a field's own rule comes first), so a customer fixes everything in one
 * pass. The form's message stays the first failed rule (SPEC's ordered message). Field errors also
 * let react-hook-form move focus to the first invalid field.
 */
export function ruleMessagesAtFields<T extends FieldValues>(errors: FieldErrors<T>): FieldErrors<T> {
  const byName = errors as Record<string, { message?: string; types?: Record<string, unknown> } | undefined>;
  const formError = byName[FORM_ERROR];
  if (!formError?.types) return errors;
  const spread: Record<string, unknown> = { ...errors };
  for (const [type, messages] of Object.entries(formError.types)) {
    const message = Array.isArray(messages) ? messages[0] : messages;
    if (typeof message !== 'string') continue;
    for (const field of fieldsConcerned(type)) {
      if (field !== FORM_ERROR && !spread[field]) spread[field] = { type: FORM_RULE_AT_FIELD, message };
    }
  }
  return spread as FieldErrors<T>;
}

/** A resolver that reports every failed form rule (criteria 'all') and copies them to their fields. */
export function withRuleMessagesAtFields<T extends FieldValues>(resolver: Resolver<T>): Resolver<T> {
  return (values, context, options) =>
    Promise.resolve(resolver(values, context, { ...options, criteriaMode: 'all' })).then(
      (result) => ({ ...result, errors: ruleMessagesAtFields(result.errors) }) as Awaited<ReturnType<Resolver<T>>>,
    );
}
