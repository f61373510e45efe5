import { lazyResolver, type LazyResolver } from '../../lib/forms/lazyResolver';
import type { EmailValues, GreetingValues, PasswordValues, ProfileNameValues } from './schemas';

/**
 * The Edit information tab paints without yup (issue 9: the account page's blocking time): each
 * form validates through a resolver that loads accountValidation.ts on first use, or earlier once
 * the user starts acting on the page (preloadAccountValidation).
 */
const loadValidation = () => import(/* webpackChunkName: "account-validation" */ './accountValidation');

export const profileNameValidation = lazyResolver<ProfileNameValues>(() => loadValidation().then((module) => module.profileNameResolver));
export const passwordValidation = lazyResolver<PasswordValues>(() => loadValidation().then((module) => module.passwordResolver));
export const greetingValidation = lazyResolver<GreetingValues>(() => loadValidation().then((module) => module.greetingResolver));

/** The email rules depend on the address the customer has now (it must change). */
export function emailValidation(currentEmail: string): LazyResolver<EmailValues> {
  return lazyResolver<EmailValues>(() => loadValidation().then((module) => module.emailResolver(currentEmail)));
}

export function preloadAccountValidation(): void {
  loadValidation().catch(() => undefined);
}
