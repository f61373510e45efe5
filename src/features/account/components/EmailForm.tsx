import { useEffect, useState } from 'react';
import { useUpdateEmailMutation } from '../../../api/accountApi';
import { useNotify } from '../../../components/feedback/useNotify';
import { FormField } from '../../../components/forms/FormField';
import { PlainField } from '../../../components/plain/PlainField';
import { PlainFormMessage } from '../../../components/plain/PlainFormMessage';
import { formMessageOf } from '../../../components/forms/formMessageOf';
import { useSchemaForm } from '../../../components/forms/useSchemaForm';
import type { Profile } from '../../../contract/api';
import { accountMessages } from '../accountMessages';
import { loadAccountSchemas } from '../lazySchemas';
import { confirmByOf, emptyOwnerValues, ownerProofOf } from '../ownerProof';
import type { EmailValues } from '../schemas';
import { useProviderSignIn } from '../useProviderSignIn';
import { EmailVerification } from './EmailVerification';
import { OwnerProofInput } from './OwnerProofInput';
import { UpdateOrSave } from './UpdateOrSave';
import { Spaced } from '../../../components/plain/layout/Spaced';

const ERROR_ID = 'email-error';

/**
 * The email: read-only until UPDATE, saved with SAVE EMAIL together with the current password (or
 * a fresh Google or Apple sign-in); its verification state below. The new address takes effect
 * only once the link mailed to it is followed, so the shown email stays until then.
 */
export function EmailForm({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const [requestedEmail, setRequestedEmail] = useState<string | null>(null);
  const [updateEmail, update] = useUpdateEmailMutation();
  const notify = useNotify();
  const confirmBy = confirmByOf(profile);
  // The rules depend on the address the customer has now (it must change) and how they prove the change.
  const emailSchema = () => loadAccountSchemas().then((schemas) => schemas.emailSchema(profile.email, confirmBy));
  const { control, handleSubmit, reset, setValue, formState } = useSchemaForm<EmailValues>(emailSchema, {
    defaultValues: { email: profile.email, ...emptyOwnerValues },
  });
  const message = formMessageOf(formState.errors);
  const providerSignIn = useProviderSignIn(setValue);

  useEffect(() => {
    if (!editing) reset({ email: profile.email, ...emptyOwnerValues });
  }, [editing, profile.email, reset]);

  const startEditing = () => {
    providerSignIn.forget();
    setEditing(true);
  };

  const save = handleSubmit(async (values) => {
    const email = values.email.trim();
    try {
      await updateEmail({ email, ...ownerProofOf(values, confirmBy) }).unwrap();
      notify.success(accountMessages.emailChangeRequested);
      setRequestedEmail(email);
      setEditing(false);
    } catch {
      // The error middleware has shown the failure; the typed address stays.
      providerSignIn.forget();
    }
  });

  return (
    <form noValidate aria-label="Your email" onSubmit={(event) => void save(event)}>
      <FormField input={PlainField} name="email" control={control} label="Email" type="email" autoComplete="email" size="small" readOnly={!editing} formMessageId={message && ERROR_ID} />
      {editing && (
        <Spaced above={confirmBy === 'password' ? 1.5 : undefined}>
          <OwnerProofInput input={PlainField} profile={profile} control={control} formMessageId={message && ERROR_ID} providerSignIn={providerSignIn} />
        </Spaced>
      )}
      <PlainFormMessage id={ERROR_ID} message={message} variant="helper" />
      <UpdateOrSave editing={editing} saving={update.isLoading} saveLabel="SAVE EMAIL" onEdit={startEditing} />
      {requestedEmail && requestedEmail !== profile.email && !editing && (
        <Spaced above={1}>
          <p className="pn-body2 pn-anywhere" role="status">
            We sent a confirmation link to {requestedEmail}. Your email stays {profile.email} until you open it.
          </p>
        </Spaced>
      )}
      <EmailVerification profile={profile} />
    </form>
  );
}
