import { lazyResolver, type LazyResolver } from '../../lib/forms/lazyResolver';
import type { ConfirmBy, EmailValues, GreetingValues, PasswordValues, ProfileNameValues } from './schemas';

/**
 * The Edit information tab paints without yup (issue 9: the account page's blocking time): each
 * form validates through a resolver that loads accountValidation.ts on first use, or earlier once
 * the user starts acting on the page (preloadAccountValidation).
 */
const loadValidation = () => import(/* webpackChunkName: "account-validation" */ './accountValidation');

export const profileNameValidation = lazyResolver<ProfileNameValues>(() => loadValidation().then((module) => module.profileNameResolver));
export const greetingValidation = lazyResolver<GreetingValues>(() => loadValidation().then((module) => module.greetingResolver));

/** The email rules depend on the address the customer has now (it must change) and how they prove the change. */
export function emailValidation(currentEmail: string, confirmBy: ConfirmBy): LazyResolver<EmailValues> {
  return lazyResolver<EmailValues>(() => loadValidation().then((module) => module.emailResolver(currentEmail, confirmBy)));
}

/** The password rules end with the proof, which depends on whether the account has a password. */
export function passwordValidation(confirmBy: ConfirmBy): LazyResolver<PasswordValues> {
  return lazyResolver<PasswordValues>(() => loadValidation().then((module) => module.passwordResolver(confirmBy)));
}

export function preloadAccountValidation(): void {
  loadValidation().catch(() => undefined);
}
