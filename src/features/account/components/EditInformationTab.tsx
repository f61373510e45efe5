import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { failureText } from '../../../api/apiError';
import { useGetProfileQuery } from '../../../api/accountApi';
import { ErrorWithRetry } from '../../../components/feedback/ErrorWithRetry';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { EmailForm } from './EmailForm';
import { PasswordForm } from './PasswordForm';
import { ProfileNameForm } from './ProfileNameForm';
import { VoicemailGreetingForm } from './VoicemailGreetingForm';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={1.5} component="section" aria-label={title}>
      <Typography variant="h2" sx={{ fontSize: '1.15rem' }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** Name, email, password and voicemail greeting (SPEC §2 Account page, 'Edit information'). */
export function EditInformationTab() {
  const profile = useGetProfileQuery();
  if (profile.isLoading) return <LoadingState label="Loading your profile" />;
  if (!profile.data) {
    return <ErrorWithRetry title="Your profile could not be loaded" message={failureText(profile.error)} onRetry={() => void profile.refetch()} />;
  }
  return (
    <Stack spacing={3} divider={<Divider flexItem />}>
      <Section title="Name">
        <ProfileNameForm profile={profile.data} />
      </Section>
      <Section title="Email">
        <EmailForm profile={profile.data} />
      </Section>
      <Section title="Password">
        <PasswordForm />
      </Section>
      <Section title="Voicemail greeting">
        <VoicemailGreetingForm />
      </Section>
    </Stack>
  );
}
