import { Suspense, type ReactNode } from 'react';
import { failureText } from '../../../api/apiError';
import { useGetProfileQuery } from '../../../api/accountApi';
import { PlainErrorWithRetry } from '../../../components/plain/PlainErrorWithRetry';
import { PlainLoadingState } from '../../../components/plain/PlainLoadingState';
import { Staged } from '../../../components/staging/Staged';
import { EmailForm } from './EmailForm';
import { PasswordForm } from './PasswordForm';
import { ProfileNameForm } from './ProfileNameForm';
import { VoicemailGreetingForm } from './VoicemailGreetingForm';
import { DataExportSection, NotificationsSection, SignedInDevicesSection } from '../parts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="pn-section">
      <h2 className="pn-h3">{title}</h2>
      {children}
    </section>
  );
}

/** Name, email, password and voicemail greeting (SPEC §2 Account page, 'Edit information'), then the signed-in devices and 'Download your data'; styles: accountFormsCss. */
export function EditInformationTab() {
  const profile = useGetProfileQuery();
  if (profile.isLoading) return <PlainLoadingState label="Loading your profile" />;
  if (!profile.data) {
    return <PlainErrorWithRetry title="Your profile could not be loaded" message={failureText(profile.error)} onRetry={() => void profile.refetch()} />;
  }
  return (
    <div className="pn-sections">
      <Section title="Name">
        <ProfileNameForm profile={profile.data} />
      </Section>
      <hr />
      <Section title="Email">
        <EmailForm profile={profile.data} />
      </Section>
      {/* Below the fold on a phone: one paint after the first two, so that the page goes on screen in
          two short pieces of work rather than one long one. They add below, so nothing moves. */}
      <Staged>
        <hr />
        <Section title="Password">
          <PasswordForm profile={profile.data} />
        </Section>
        <hr />
        <Section title="Voicemail greeting">
          <VoicemailGreetingForm />
        </Section>
        <Suspense fallback={null}>
          <NotificationsSection />
        </Suspense>
        <Suspense fallback={null}>
          <SignedInDevicesSection />
        </Suspense>
        <Suspense fallback={null}>
          <DataExportSection />
        </Suspense>
      </Staged>
    </div>
  );
}
