import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useMemo, useState } from 'react';
import { useForm, type FieldErrors, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { ObjectSchema } from 'yup';
import { failureMessages } from '../../lib/failureMessages';
import { FORM_ERROR } from '../../lib/forms/formRules';
import { whenIdle } from '../../lib/whenIdle';
import { ruleMessagesAtFields, withRuleMessagesAtFields } from './ruleMessagesAtFields';

/**
 * A form's rules: its yup schema, or a loader of it (`() => import('./schemas').then(…)`) for a
 * screen that paints before yup has loaded (the login page's budget, the account page's
 * blocking time).
 */
export type SchemaSource<T extends FieldValues> = ObjectSchema<T> | (() => Promise<ObjectSchema<T>>);

function resolverOf<T extends FieldValues>(schema: ObjectSchema<T>): Resolver<T> {
  return withRuleMessagesAtFields(yupResolver(schema) as unknown as Resolver<T>);
}

/**
 * A loaded schema's resolver. The loader runs at each check (the module system keeps what it
 * loaded); if it cannot load (offline), the form's message says so and the next submit tries again.
 */
function lazyResolverOf<T extends FieldValues>(load: () => Promise<ObjectSchema<T>>): Resolver<T> {
  return async (values, context, options) => {
    let schema: ObjectSchema<T>;
    try {
      schema = await load();
    } catch {
      // At the form's message (not 'root', which react-hook-form clears before deciding to submit).
      return { values: {}, errors: { [FORM_ERROR]: { type: 'network', message: failureMessages.network } } as FieldErrors<T> };
    }
    const result = await (yupResolver(schema) as unknown as Resolver<T>)(values, context, { ...options, criteriaMode: 'all' });
    return { ...result, errors: ruleMessagesAtFields(result.errors) } as Awaited<ReturnType<Resolver<T>>>;
  };
}

/**
 * react-hook-form's useForm with a yup schema as its resolver, the one way every form is wired:
 * every problem shows at once beside its field, focus goes to the first invalid field. A
 * lazily loaded schema starts loading once the user first acts on the page, so the first submit
 * rarely waits for it; a submit before it arrives waits.
 */
export function useSchemaForm<T extends FieldValues>(schema: SchemaSource<T>, options: Omit<UseFormProps<T>, 'resolver'> = {}): UseFormReturn<T> {
  const resolver = useMemo(() => (typeof schema === 'function' ? lazyResolverOf(schema) : resolverOf(schema)), [schema]);
  // The first loader is enough to fetch the rules' code, whatever its arguments.
  const [firstSchema] = useState(() => schema);
  useEffect(() => (typeof firstSchema === 'function' ? whenIdle(() => void firstSchema().catch(() => undefined), { afterUserActs: true }) : undefined), [firstSchema]);
  return useForm<T>({ ...options, resolver });
}
