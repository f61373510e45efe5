import type { AppContext } from '../appContext';
import type { Executor } from '../db/queries/executor';
import { revokeUserSessions } from '../db/queries/sessions';
import { lockUserSocialLinks, updateUser } from '../db/queries/users';
import type { UserUpdate } from '../db/schema';
import { socialLinksRemovedEmail } from '../emails/socialLinkEmails';
import type { IdentityProviderName } from '../providers/identity/IdentityProvider';

const PROVIDERS: IdentityProviderName[] = ['google', 'apple'];
export const providerLabel: Record<IdentityProviderName, string> = { google: 'Google', apple: 'Apple' };
export const subjectColumn = { google: 'google_subject', apple: 'apple_subject' } as const;
export const provenEmailColumn = { google: 'google_proven_email', apple: 'apple_proven_email' } as const;

/**
 * Which links stay when a mailed link proves the address: any link that proved the account's
 * email when it was made (a later email change made by the owner keeps it); `onlyFor` keeps only
 * links that proved that very address (undoing a change: links made under the undone address go).
 */
export interface KeepRule {
  onlyFor?: string;
}

/** The providers whose links were removed, and the address to tell. */
export interface RemovedLinks {
  email: string;
  providers: IdentityProviderName[];
}

/**
 * Drops, in the caller's transaction, every Google or Apple link that did not prove the account's
 * email (whoever made it may have typed the owner's address at the provider without owning it),
 * and then every session, since one may have been signed in through such a link. The user's row
 * is locked first so that a sign-in linking at the same moment waits.
 */
export async function dropUnprovenSocialLinks(trx: Executor, userId: number, rule: KeepRule = {}): Promise<RemovedLinks> {
  const user = await lockUserSocialLinks(trx, userId);
  if (!user) return { email: '', providers: [] };
  const providers = PROVIDERS.filter((provider) => {
    if (user[subjectColumn[provider]] === null) return false;
    const proven = user[provenEmailColumn[provider]];
    return proven === null || (rule.onlyFor !== undefined && proven !== rule.onlyFor);
  });
  if (providers.length === 0) return { email: user.email, providers };
  const changes: UserUpdate = { updated_at: new Date() };
  for (const provider of providers) {
    changes[subjectColumn[provider]] = null;
    changes[provenEmailColumn[provider]] = null;
  }
  await updateUser(trx, userId, changes);
  await revokeUserSessions(trx, userId);
  return { email: user.email, providers };
}

/** 'Google', 'Apple', or 'Google and Apple': how the notice and the result pages name them. */
export function providerNames(providers: IdentityProviderName[]): string {
  return providers.map((provider) => providerLabel[provider]).join(' and ');
}

/** What a result page adds when links were removed; empty when none were. */
export function removedLinksSentence(providers: IdentityProviderName[]): string {
  if (providers.length === 0) return '';
  return ` We removed ${providerNames(providers)} sign-in from your account: it was added without proof that this email address is yours.`;
}

/** Mails the account's address which sign-ins were removed, once the transaction that removed them is done (before the answer). */
export async function tellLinksRemoved(ctx: AppContext, { email, providers }: RemovedLinks): Promise<void> {
  if (providers.length === 0) return;
  await ctx.mail.enqueue(ctx.db, socialLinksRemovedEmail(ctx.config, email, providerNames(providers)));
}
