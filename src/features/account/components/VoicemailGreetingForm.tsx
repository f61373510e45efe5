import { yupResolver } from '@hookform/resolvers/yup';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useController, useForm } from 'react-hook-form';
import { useUploadGreetingMutation } from '../../../api/accountApi';
import { useNotify } from '../../../components/feedback/useNotify';
import { accountMessages } from '../accountMessages';
import { greetingSchema, type GreetingValues } from '../schemas';
import { formMessageOf } from './formMessage';
import { FormMessage } from './FormMessage';

const ERROR_ID = 'greeting-error';

/** The voicemail greeting: an MP3 chosen here, checked, then uploaded. */
export function VoicemailGreetingForm() {
  const [uploadGreeting, upload] = useUploadGreetingMutation();
  const notify = useNotify();
  const { control, handleSubmit, reset, trigger, formState } = useForm<GreetingValues>({
    resolver: yupResolver(greetingSchema),
    defaultValues: { file: null },
  });
  const { field } = useController({ name: 'file', control });
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
    <Box component="form" noValidate aria-label="Voicemail greeting" onSubmit={(event) => void send(event)}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
          Choose MP3 file
          <input
            hidden
            type="file"
            accept=".mp3,audio/mpeg"
            aria-describedby={message ? ERROR_ID : undefined}
            onChange={(event) => {
              field.onChange(event.target.files?.[0] ?? null);
              // The choice is checked at once: a file that is not an MP3 is refused before any upload.
              void trigger();
              // The same file may be chosen again after a failure.
              event.target.value = '';
            }}
          />
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {field.value ? field.value.name : 'No file chosen'}
        </Typography>
      </Stack>
      <FormMessage id={ERROR_ID} message={message} />
      {upload.isLoading && <LinearProgress aria-label="Uploading the greeting" sx={{ mt: 1.5 }} />}
      <Button type="submit" variant="contained" disabled={upload.isLoading} sx={{ mt: 1.5 }}>
        UPLOAD
      </Button>
    </Box>
  );
}
