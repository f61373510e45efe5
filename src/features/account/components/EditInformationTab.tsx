import { Fragment, startTransition, useEffect, useState, type ReactNode } from 'react';
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
    <section aria-label={title} className="pn-section">
      <h2 className="pn-section__title">{title}</h2>
      {children}
    </section>
  );
}

/**
 * Whether the sections below the fold may mount: one task after the first two, so that a phone
 * puts the page on screen in two short pieces of work rather than one long one (issue 9: total
 * blocking time). They add below what is shown, so nothing moves.
 */
function useLowerSectionsLater(upperShown: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!upperShown) return undefined;
    const timer = setTimeout(() => startTransition(() => setShown(true)), 0);
    return () => clearTimeout(timer);
  }, [upperShown]);
  return shown;
}

/** Name, email, password and voicemail greeting (SPEC §2 Account page, 'Edit information'); styles: accountFormsCss. */
export function EditInformationTab() {
  const profile = useGetProfileQuery();
  const lowerSectionsShown = useLowerSectionsLater(Boolean(profile.data));
  if (profile.isLoading) return <LoadingState label="Loading your profile" />;
  if (!profile.data) {
    return <ErrorWithRetry title="Your profile could not be loaded" message={failureText(profile.error)} onRetry={() => void profile.refetch()} />;
  }
  const sections: [string, ReactNode][] = [
    ['Name', <ProfileNameForm key="name" profile={profile.data} />],
    ['Email', <EmailForm key="email" profile={profile.data} />],
  ];
  if (lowerSectionsShown) {
    sections.push(['Password', <PasswordForm key="password" profile={profile.data} />], ['Voicemail greeting', <VoicemailGreetingForm key="greeting" />]);
  }
  return (
    <div className="pn-sections">
      {sections.map(([title, form], index) => (
        <Fragment key={title}>
          {index > 0 && <hr />}
          <Section title={title}>{form}</Section>
        </Fragment>
      ))}
    </div>
  );
}
