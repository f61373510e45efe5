import { useEffect, useState } from 'react';
import { useUpdateProfileMutation } from '../../../api/accountApi';
import { useNotify } from '../../../components/feedback/useNotify';
import { FormField } from '../../../components/forms/FormField';
import { PlainField } from '../../../components/plain/PlainField';
import { PlainFormMessage } from '../../../components/plain/PlainFormMessage';
import { formMessageOf } from '../../../components/forms/formMessageOf';
import { useSchemaForm } from '../../../components/forms/useSchemaForm';
import type { Profile } from '../../../contract/api';
import { accountMessages } from '../accountMessages';
import { loadAccountSchemas } from '../lazySchemas';
import type { ProfileNameValues } from '../schemas';
import { UpdateOrSave } from './UpdateOrSave';

const ERROR_ID = 'profile-name-error';
const profileNameSchema = () => loadAccountSchemas().then((schemas) => schemas.profileNameSchema);

/** First and last name: read-only until UPDATE, saved with SAVE INFO. */
export function ProfileNameForm({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const [updateProfile, update] = useUpdateProfileMutation();
  const notify = useNotify();
  const { control, handleSubmit, reset, formState } = useSchemaForm<ProfileNameValues>(profileNameSchema, {
    defaultValues: { firstName: profile.first_name, lastName: profile.last_name },
  });
  const message = formMessageOf(formState.errors);

  // The saved names, once the profile reloads; never over the top of an edit.
  useEffect(() => {
    if (!editing) reset({ firstName: profile.first_name, lastName: profile.last_name });
  }, [editing, profile.first_name, profile.last_name, reset]);

  const save = handleSubmit(async ({ firstName, lastName }) => {
    try {
      await updateProfile({ first_name: firstName.trim(), last_name: lastName.trim() }).unwrap();
      notify.success(accountMessages.nameSaved);
      setEditing(false);
    } catch {
      // The error middleware has shown the failure; the typed names stay.
    }
  });

  return (
    <form noValidate aria-label="Your name" onSubmit={(event) => void save(event)}>
      <div className="pn-fields">
        <FormField input={PlainField} name="firstName" control={control} label="First name" autoComplete="given-name" size="small" readOnly={!editing} formMessageId={message && ERROR_ID} />
        <FormField input={PlainField} name="lastName" control={control} label="Last name" autoComplete="family-name" size="small" readOnly={!editing} formMessageId={message && ERROR_ID} />
      </div>
      <PlainFormMessage id={ERROR_ID} message={message} variant="helper" />
      <UpdateOrSave editing={editing} saving={update.isLoading} saveLabel="SAVE INFO" onEdit={() => setEditing(true)} />
    </form>
  );
}
