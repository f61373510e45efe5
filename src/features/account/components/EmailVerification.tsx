import { Suspense, useState } from 'react';
import { checkCirclePath } from '../../../components/icons/paths/checkCircle';
import { errorOutlinedPath } from '../../../components/icons/paths/errorOutlined';
import { PlainIcon } from '../../../components/icons/PlainIcon';
import { PlainButton } from '../../../components/plain/PlainButton';
import type { Profile } from '../../../contract/api';
import { accountMessages } from '../accountMessages';
import { Spaced } from '../../../components/plain/layout/Spaced';
import { ResendVerificationDialog } from '../parts';


/** The Verified or 'Not verified' badge, and RESEND EMAIL while unverified. */
export function EmailVerification({ profile }: { profile: Profile }) {
  const [resendOpen, setResendOpen] = useState(false);
  if (profile.is_verified) {
    return (
      <Spaced above={1.5}>
        <span className="pn-chip pn-chip--success">
          <PlainIcon path={checkCirclePath} />
          <span>Verified</span>
        </span>
      </Spaced>
    );
  }
  return (
    <Spaced above={1.5}>
      {/* Dark text with a warning-coloured outline and icon: warning-coloured text on white is too faint to read. */}
      <span className="pn-chip pn-chip--warning">
        <PlainIcon path={errorOutlinedPath} />
        <span>Not verified</span>
      </span>
      <Spaced above={1}>
        <p className="pn-body2">{accountMessages.notVerified}</p>
      </Spaced>
      <Spaced above={0.5}>
        <PlainButton size="small" onClick={() => setResendOpen(true)} className="pn-button--flush">
          RESEND EMAIL
        </PlainButton>
      </Spaced>
      {resendOpen && (
        <Suspense fallback={null}>
          <ResendVerificationDialog email={profile.email} onClose={() => setResendOpen(false)} />
        </Suspense>
      )}
    </Spaced>
  );
}
