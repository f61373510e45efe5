import { useNavigate } from 'react-router-dom';
import { useRememberVerificationBrowserMutation, useSignUpMutation } from '../../../api/authApi';
import { PlainLink } from '../../../components/plain/PlainLink';
import { PlainLoadingState } from '../../../components/plain/PlainLoadingState';
import { paths } from '../../../config/paths';
import type { VerifyEmailState } from '../../../lib/routeState';
import { authMessages } from '../authMessages';
import { AuthCard } from '../components/AuthCard';
import { RegisterForm } from '../components/RegisterForm';
import { SocialSignIn } from '../components/SocialSignIn';
import type { RegisterValues } from '../schemas';
import { screenFailureText } from '../screenFailureText';
import { useRegisterArrival } from '../useRegisterArrival';
import { keepVerificationBrowserKey } from '../verificationBrowserKey';

/** SPEC §3: the device_type of a sign-up from this app. */
export const DEVICE_TYPE = 'web';

/** /register (SPEC §2 Register). Default export for lazy loading. */
export default function RegisterPage() {
  const navigate = useNavigate();
  const { email: initialEmail, deviceId, leaving } = useRegisterArrival();
  const [signUp] = useSignUpMutation();
  const [rememberBrowser] = useRememberVerificationBrowserMutation();

  const register = async (values: RegisterValues): Promise<string | null> => {
    const email = values.email.trim();
    try {
      await signUp({
        first_name: values.firstName.trim(),
        last_name: values.lastName.trim(),
        email,
        password: values.password,
        username: email,
        mac_address: deviceId ?? crypto.randomUUID(),
        device_type: DEVICE_TYPE,
        recaptcha_token: values.recaptchaToken ?? '',
      }).unwrap();
    } catch (error) {
      return screenFailureText(error, authMessages.signupFailed);
    }
    // This browser's key: the emailed link signs in here, and nowhere else (a server without it: the login form).
    try {
      keepVerificationBrowserKey((await rememberBrowser({ email, password: values.password }).unwrap()).browser_key);
    } catch {
      // Not offered: the link leads to the login form.
    }
    const state: VerifyEmailState = { email, password: values.password };
    await navigate(paths.verifyEmail, { state });
    return null;
  };

  return (
    <AuthCard title="Sign up">
      {leaving ? (
        <PlainLoadingState label="Opening the sign-up page" />
      ) : (
        <>
          <RegisterForm initialEmail={initialEmail} onRegister={register} />
          <SocialSignIn />
          <p className="pn-body2 pn-center">
            Already have an account? <PlainLink to={paths.login}>Log in</PlainLink>
          </p>
        </>
      )}
    </AuthCard>
  );
}
