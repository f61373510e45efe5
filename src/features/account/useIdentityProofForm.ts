import { useCallback } from 'react';
import type { FieldPath } from 'react-hook-form';
import { formMessageOf } from '../../components/forms/formMessageOf';
import { useSchemaForm } from '../../components/forms/useSchemaForm';
import type { Profile } from '../../contract/api';
import { loadAccountSchemas } from './lazySchemas';
import { confirmByOf, emptyOwnerValues, ownerProofOf } from './ownerProof';
import type { OwnerValues } from './schemas';
import { useProveIdentity, type ProofOutcome } from './useProveIdentity';
import { useProviderSignIn } from './useProviderSignIn';

const PASSWORD_FIELD: FieldPath<OwnerValues> = 'currentPassword';

/**
 * The form of a proof of identity (the delete dialog, 'Confirm it's you'): its rules, the provider
 * sign-in it holds, and `prove`, which sends the proof and puts a refusal where it belongs: a wrong
 * password on the field (what was typed stays), anything else (too many attempts, a provider's
 * refusal) as the form's message.
 */
export function useIdentityProofForm(profile: Profile | undefined) {
  // Until the profile is known, a password (what most accounts have).
  const confirmBy = profile ? confirmByOf(profile) : 'password';
  const schema = useCallback(() => loadAccountSchemas().then((schemas) => schemas.ownerProofSchema(confirmBy)), [confirmBy]);
  const form = useSchemaForm<OwnerValues>(schema, { defaultValues: emptyOwnerValues });
  const providerSignIn = useProviderSignIn(form.setValue);
  const proveIdentity = useProveIdentity();
  const { setError } = form;

  const prove = useCallback(
    async (values: OwnerValues): Promise<ProofOutcome> => {
      const outcome = await proveIdentity(ownerProofOf(values, confirmBy));
      if (outcome.kind === 'refused') {
        // An ID token is good for one try.
        providerSignIn.forget();
        const onTheField = confirmBy === 'password' && outcome.status === 403;
        setError(onTheField ? PASSWORD_FIELD : 'root', { type: 'server', message: outcome.failure }, { shouldFocus: onTheField });
      }
      return outcome;
    },
    [confirmBy, proveIdentity, providerSignIn, setError],
  );

  return { form, confirmBy, message: formMessageOf(form.formState.errors), providerSignIn, prove };
}
