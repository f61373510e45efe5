import { Suspense, useState } from 'react';
import { PlainIcon } from '../../../components/icons/PlainIcon';
import { PlainButton } from '../../../components/plain/PlainButton';
import type { Profile } from '../../../contract/api';
import { accountMessages } from '../accountMessages';
import { accountIcons } from './accountIcons';
import { ResendVerificationDialog } from '../parts';


/** The Verified or 'Not verified' badge, and RESEND EMAIL while unverified. */
export function EmailVerification({ profile }: { profile: Profile }) {
  const [resendOpen, setResendOpen] = useState(false);
  if (profile.is_verified) {
    return (
      <div className="pn-mt-15">
        <span className="pn-chip pn-chip--success">
          <PlainIcon path={accountIcons.checkCircle} />
          <span>Verified</span>
        </span>
      </div>
    );
  }
  return (
    <div className="pn-mt-15">
      {/* Dark text with a warning-coloured outline and icon: warning-coloured text on white is too faint to read. */}
      <span className="pn-chip pn-chip--warning">
        <PlainIcon path={accountIcons.error} />
        <span>Not verified</span>
      </span>
      <p className="pn-body2 pn-mt-1">{accountMessages.notVerified}</p>
      <PlainButton size="small" onClick={() => setResendOpen(true)} className="pn-mt-half pn-button--flush">
        RESEND EMAIL
      </PlainButton>
      {resendOpen && (
        <Suspense fallback={null}>
          <ResendVerificationDialog email={profile.email} onClose={() => setResendOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
