import { useGetVoicemailGreetingQuery, useUploadGreetingMutation } from '../../../api/accountApi';
import { useNotify } from '../../../components/feedback/useNotify';
import { FormField } from '../../../components/forms/FormField';
import { PlainFileField } from '../../../components/plain/PlainFileField';
import { PlainFormMessage } from '../../../components/plain/PlainFormMessage';
import { formMessageOf } from '../../../components/forms/formMessageOf';
import { useSchemaForm } from '../../../components/forms/useSchemaForm';
import { uploadFilePath } from '../../../components/icons/paths/uploadFile';
import { PlainIcon } from '../../../components/icons/PlainIcon';
import { PlainButton } from '../../../components/plain/PlainButton';
import { accountMessages } from '../accountMessages';
import { formatDay } from '../../../contract/dateFormat';
import { loadAccountSchemas } from '../lazySchemas';
import type { GreetingValues } from '../schemas';
import { GreetingPlayback } from './GreetingPlayback';
import { Spaced } from '../../../components/plain/layout/Spaced';

const ERROR_ID = 'greeting-error';

/** Which greeting callers hear now; nothing while unknown (a backend may not say). */
function CurrentGreeting() {
  const { data: current, isSuccess } = useGetVoicemailGreetingQuery();
  if (!isSuccess) return null;
  const uploadedAt = current ? new Date(current.uploaded_at) : null;
  return (
    <>
      <p className="pn-body2 pn-secondary pn-anywhere" role="status">
        {current
          ? `Current greeting: ${current.file_name ?? 'an MP3 file'}${uploadedAt && !Number.isNaN(uploadedAt.getTime()) ? `, uploaded ${formatDay(uploadedAt)}` : ''}`
          : 'No greeting uploaded yet: callers hear the standard one.'}
      </p>
      {/* Keyed by the upload: a new greeting is played afresh, not the one fetched before. */}
      {current && <GreetingPlayback key={current.uploaded_at} fileName={current.file_name} />}
    </>
  );
}
const greetingSchema = () => loadAccountSchemas().then((schemas) => schemas.greetingSchema);

/** The voicemail greeting: an MP3 chosen here, checked, then uploaded. */
export function VoicemailGreetingForm() {
  const [uploadGreeting, upload] = useUploadGreetingMutation();
  const notify = useNotify();
  const { control, handleSubmit, reset, trigger, formState } = useSchemaForm<GreetingValues>(greetingSchema, { defaultValues: { file: null } });
  const message = formMessageOf(formState.errors);
  const send = handleSubmit(async ({ file }) => {
    if (!file) return;
    try {
      await uploadGreeting(file).unwrap();
      notify.success(accountMessages.greetingUploaded);
      reset({ file: null });
    } catch {
      // The error middleware has shown the failure; the chosen file stays for another try.
    }
  });

  return (
    <form noValidate aria-label="Voicemail greeting" onSubmit={(event) => void send(event)}>
      <CurrentGreeting />
      <div className="pn-fields pn-fields--center">
        <FormField
          name="file"
          control={control}
          type="file"
          label="Choose MP3 file"
          accept=".mp3,audio/mpeg"
          icon={<PlainIcon path={uploadFilePath} />}
          formMessageId={message && ERROR_ID}
          // The choice is checked at once: a file that is not an MP3 is refused before any upload.
          afterChange={() => void trigger()}
          input={PlainFileField}
        />
      </div>
      <PlainFormMessage id={ERROR_ID} message={message} variant="helper" />
      {upload.isLoading && <Spaced role="progressbar" aria-label="Uploading the greeting" above={1.5} className="pn-progress" />}
      <Spaced above={1.5}>
        <PlainButton type="submit" variant="contained" disabled={upload.isLoading}>
          UPLOAD
        </PlainButton>
      </Spaced>
    </form>
  );
}
