import type { OwnerProof, Profile, SocialProviderName } from '../../contract/api';
import type { ConfirmBy, OwnerValues } from './schemas';

const ALL_PROVIDERS: SocialProviderName[] = ['google', 'apple'];

/** Read tolerantly: only a profile that says it has no password confirms by a provider sign-in. */
export function confirmByOf(profile: Profile): ConfirmBy {
  return profile.has_password === false ? 'provider' : 'password';
}

/** The providers to offer; both when the profile does not say. */
export function providersOf(profile: Profile): SocialProviderName[] {
  const listed = (profile.social_providers ?? []).filter((provider) => ALL_PROVIDERS.includes(provider));
  return listed.length > 0 ? listed : ALL_PROVIDERS;
}

/** The proof the server asks for (SPEC §7 payload plus current_password or id_token). */
export function ownerProofOf(values: OwnerValues, confirmBy: ConfirmBy): OwnerProof {
  return confirmBy === 'password' ? { current_password: values.currentPassword } : { id_token: values.idToken };
}

export const emptyOwnerValues: OwnerValues = { currentPassword: '', idToken: '' };
