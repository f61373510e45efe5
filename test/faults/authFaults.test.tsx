import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { buildProfile } from '../factories';
import { featureFlag, signedInCustomer, signInSucceeds, visitorRequestsAccepted } from '../mocks/scenarios';
import { complete, fill, signUp } from '../features/auth/registerForm';
import { landings, renderAuthPage } from '../features/auth/renderAuthPage';
import { solveRecaptchaAgainIfReset } from './support/recaptcha';
import { itSurvivesEveryFault, type ScreenUnderFault } from './support/screenUnderFault';

const typed = { email: 'jane.doe@example.com', password: 'Secret#123' };
const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const click = (user: UserEvent, name: string) => user.click(screen.getByRole('button', { name }));

/** Opens a sign-in page and waits for its submit button. */
function openAuthPage(url: string, button: string, state?: unknown) {
  return async () => {
    const user = userEvent.setup();
    renderAuthPage(url, { state });
    await screen.findByRole('button', { name: button });
    return user;
  };
}

const login: ScreenUnderFault = {
  screen: 'login',
  heading: 'Log in',
  path: '/user/websignin/',
  // No token and not migrated: nothing to sign in with.
  incomplete: { is_migrated: false, redirect_url: null },
  server: () => [...signInSucceeds(), ...signedInCustomer({ profile: buildProfile({ is_verified: true }) })],
  open: openAuthPage('/login', 'LOG IN'),
  act: async (user) => {
    await user.type(screen.getByLabelText('Email'), typed.email);
    await user.type(screen.getByLabelText('Password'), typed.password);
    await click(user, 'LOG IN');
  },
  // SPEC §8 'Login failure: failure text or Something went wrong'. An error status without a
  // readable body has §8's failure text 'Internal Server Error'; a 2xx that cannot be read has none.
  messages: {
    '500': 'Internal Server Error',
    '502 HTML page': 'Internal Server Error',
    'malformed JSON': 'Something went wrong',
    'a body missing fields': 'Something went wrong',
  },
  inputKept: () => {
    expect(valueOf('Email')).toBe(typed.email);
    expect(valueOf('Password')).toBe(typed.password);
  },
  retry: (user) => click(user, 'LOG IN'),
  recovered: async () => {
    expect(await screen.findByRole('heading', { level: 1, name: landings.dashboard })).toBeInTheDocument();
  },
};

const signupFailed = 'Unable to create an account, this email is already associated to another account.';
const register: ScreenUnderFault = {
  screen: 'register',
  heading: 'Sign up',
  path: '/user/newsignup',
  server: () => [...visitorRequestsAccepted(), ...featureFlag('migration_mode', false)],
  open: openAuthPage('/register', 'Sign up'),
  act: async (user) => {
    await fill(user, complete);
    await signUp(user);
  },
  // SPEC §8 'Signup failure: failure text or …', as for login above.
  messages: { '500': 'Internal Server Error', '502 HTML page': 'Internal Server Error', 'malformed JSON': signupFailed },
  inputKept: () => {
    expect(valueOf('First name')).toBe(complete.firstName);
    expect(valueOf('Last name')).toBe(complete.lastName);
    expect(valueOf('Email')).toBe(complete.email);
    expect(valueOf('Password')).toBe(complete.password);
  },
  retry: async (user) => {
    await solveRecaptchaAgainIfReset(user);
    await signUp(user);
  },
  recovered: async () => {
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your email' })).toBeInTheDocument();
  },
};

const forgotPassword: ScreenUnderFault = {
  screen: 'forgot password',
  heading: 'Forgot password',
  path: '/account/request-password-reset',
  server: visitorRequestsAccepted,
  open: openAuthPage('/forgot-password', 'SEND LINK'),
  act: async (user) => {
    await user.type(screen.getByLabelText('Email'), typed.email);
    await click(user, 'SEND LINK');
  },
  inputKept: () => expect(valueOf('Email')).toBe(typed.email),
  retry: (user) => click(user, 'SEND LINK'),
  recovered: async () => {
    expect(await screen.findByRole('status')).toHaveTextContent(`Password reset link sent to your email address ${typed.email}`);
  },
};

const resendFailed = 'Verification email resending error.';
const verifyEmail: ScreenUnderFault = {
  screen: 'verify email',
  heading: 'Verify your email',
  path: '/account/resend-verification/',
  server: visitorRequestsAccepted,
  open: openAuthPage('/verify-email', 'RESEND', typed),
  act: (user) => click(user, 'RESEND'),
  // SPEC §8: this screen has one text for every failure of the resend.
  messages: {
    '500': resendFailed,
    '502 HTML page': resendFailed,
    'malformed JSON': resendFailed,
    'a timeout': resendFailed,
    offline: resendFailed,
  },
  retry: (user) => click(user, 'RESEND'),
  recovered: async () => {
    expect(await screen.findByRole('status')).toHaveTextContent('Verification email has been resent.');
  },
};

describe('sign-in screens under server faults', () => {
  itSurvivesEveryFault([login, register, forgotPassword, verifyEmail]);
});
