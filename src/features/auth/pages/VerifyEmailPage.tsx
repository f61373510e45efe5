import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useResendVerificationMutation } from '../../../api/authApi';
import { useNotify } from '../../../components/feedback/useNotify';
import { PlainLink } from '../../../components/plain/PlainLink';
import { paths } from '../../../config/paths';
import { verifyEmailStateFrom } from '../../../lib/routeState';
import { authMessages } from '../authMessages';
import { AuthCard } from '../components/AuthCard';

/** /verify-email (SPEC §2 Verify email): the address from the navigation state and a resend link. */
export default function VerifyEmailPage() {
  const notify = useNotify();
  const location = useLocation();
  const sent = verifyEmailStateFrom(location.state);
  const [resend] = useResendVerificationMutation();
  const [sending, setSending] = useState(false);

  const onResend = async () => {
    // SPEC §5: resending needs the email and the password (given by register and login).
    if (!sent?.email || !sent.password) {
      notify.error(authMessages.resendMissingState);
      return;
    }
    const request = { email: sent.email, password: sent.password };
    setSending(true);
    try {
      await notify.whileBusy(() => resend(request).unwrap());
      notify.success(authMessages.resent);
    } catch {
      notify.error(authMessages.resendFailed);
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthCard title="Verify your email">
      <p className="pn-body1 pn-center pn-anywhere">
        {sent ? (
          <>
            We sent a verification email to <strong>{sent.email}</strong>. Open the link in it to activate your account.
          </>
        ) : (
          'We sent you a verification email. Open the link in it to activate your account.'
        )}
      </p>
      <p className="pn-body2 pn-center">
        Did not get it?{' '}
        <button type="button" className="pn-link pn-link--button" onClick={() => void onResend()} disabled={sending}>
          RESEND
        </button>
      </p>
      <PlainLink to={paths.login} variant="body2" style={{ alignSelf: 'center' }}>
        Back to log in
      </PlainLink>
    </AuthCard>
  );
}
