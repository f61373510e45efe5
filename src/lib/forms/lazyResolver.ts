import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { failureMessages } from '../failureMessages';
import { FORM_ERROR } from './formRules';

export interface LazyResolver<T extends FieldValues> {
  resolver: Resolver<T>;
  /** Starts loading the validation code now (after first paint), so the first submit does not wait. */
  preload(): void;
}

/**
 * A react-hook-form resolver whose validation code (yup and the schema) is a separate chunk: the
 * sign-in page paints without it (issue 9's budget for /login) and loads it while the user types.
 * If the chunk cannot be fetched (offline), the form says so and the next submit tries again.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): LazyResolver<T> {
  let loading: Promise<Resolver<T>> | null = null;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<T> = async (values, context, options) => {
    try {
      return await (await get())(values, context, options);
    } catch {
      // At the form's message (not 'root', which react-hook-form clears before deciding to submit).
      const errors = { [FORM_ERROR]: { type: 'network', message: failureMessages.network } } as FieldErrors<T>;
      return { values: {}, errors };
    }
  };
  return { resolver, preload: () => void get().catch(() => undefined) };
}
