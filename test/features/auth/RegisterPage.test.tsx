import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { defaultConfig } from '../../../src/config/appConfig';
import { setConfig } from '../../../src/config/loadConfig';
import { pageLoad } from '../../../src/lib/pageLoad';
import { recordRequests } from '../../mocks/requestRecorder';
import { answersEmptyError, answersFailure, featureFlag, visitorRequestsAccepted } from '../../mocks/scenarios';
import { apiUrl } from '../../mocks/apiUrl';
import { server } from '../../mocks/server';
import { complete, fill, openRegister, signUp } from './registerForm';
import { expectOn, renderAuthPage } from './renderAuthPage';
import { aSandboxRecaptchaToken } from '../testCard';

describe('RegisterPage', () => {
  beforeEach(() => server.use(...featureFlag('migration_mode', false)));

  it('shows every field with a label, the terms checkbox, the reCAPTCHA, Sign up, Apple, Google and a link to log in', async () => {
    await openRegister();
    for (const label of ['First name', 'Last name', 'Email', 'Password', 'Confirm password']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('checkbox', { name: 'I agree to the terms & conditions' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Sign in with Apple' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('checks the six rules of SPEC §5 in order: each fixed rule reveals the next message, nothing is sent', async () => {
    const user = userEvent.setup();
    const recorder = recordRequests();
    await openRegister();
    recorder.clear();
    const message = () => screen.getByRole('alert');

    await signUp(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill out all required fields');

    // 1. All five fields, but the email is not an address and the passwords are short and differ.
    await fill(user, { firstName: 'Jane', lastName: 'Doe', email: 'jane', password: 'short', confirmPassword: 'other' });
    await signUp(user);
    await waitFor(() => expect(message()).toHaveTextContent('Agree the terms & conditions'));

    // 2. Terms accepted.
    await fill(user, { terms: true });
    await signUp(user);
    await waitFor(() => expect(message()).toHaveTextContent('Invalid Email Address'));

    // 3. A real address.
    await user.type(screen.getByLabelText('Email'), '@example.com');
    await signUp(user);
    await waitFor(() => expect(message()).toHaveTextContent('Password should at least 8 digits'));

    // 4. The password is long enough, the confirmation not yet.
    await user.type(screen.getByLabelText('Password'), '-long-enough');
    await signUp(user);
    await waitFor(() => expect(message()).toHaveTextContent('Password should at least 8 digits'));

    // 4. Both long enough, but different.
    await user.type(screen.getByLabelText('Confirm password'), '-long-enough');
    await signUp(user);
    await waitFor(() => expect(message()).toHaveTextContent("Password doesn't match"));

    // 5. Matching.
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'short-long-enough');
    await signUp(user);
    await waitFor(() => expect(message()).toHaveTextContent('Please complete the reCAPTCHA verification'));

    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(recorder.count()).toBe(0);
  });

  it.each([
    ['a first name', { ...complete, firstName: '' }],
    ['a last name', { ...complete, lastName: '' }],
    ['an email', { ...complete, email: '' }],
    ['a password', { ...complete, password: '' }],
    ['a confirmation', { ...complete, confirmPassword: '' }],
    ['a first name (spaces only)', { ...complete, firstName: '   ' }],
  ])('without %s (everything else done): "Please fill out all required fields"', async (_case, entries) => {
    const user = userEvent.setup();
    await openRegister();
    await fill(user, entries);
    await signUp(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill out all required fields');
  });

  it('sends the SPEC §3 payload and goes to /verify-email with email and password in the navigation state', async () => {
    const user = userEvent.setup();
    server.use(...visitorRequestsAccepted());
    const recorder = recordRequests();
    const { router, store } = await openRegister();
    const deviceId = store.getState().session.deviceId;
    expect(deviceId).toMatch(/^[0-9a-f-]{36}$/);
    await fill(user, { ...complete, email: ' jane.doe@example.com ' });
    await signUp(user);

    await expectOn(router, 'Verify your email', '/verify-email');
    expect(router.state.location.state).toEqual({ email: 'jane.doe@example.com', password: 'Secret#123' });
    expect(screen.getByText('jane.doe@example.com')).toBeInTheDocument();
    const signup = (await recorder.requests()).find((request) => request.path === '/user/newsignup');
    expect(signup).toMatchObject({ method: 'POST' });
    expect(signup?.body).toEqual({
      first_name: 'Jane',
      last_name: 'Doe',
      email: 'jane.doe@example.com',
      password: 'Secret#123',
      username: 'jane.doe@example.com',
      mac_address: deviceId,
      device_type: 'web',
      recaptcha_token: aSandboxRecaptchaToken(),
    });
    expect(signup?.headers.authorization).toBeUndefined();
  });

  it('keeps the device id the session already has as mac_address', async () => {
    const user = userEvent.setup();
    server.use(...visitorRequestsAccepted());
    const recorder = recordRequests();
    const { router } = renderAuthPage('/register', { session: { deviceId: 'device-kept-1' } });
    await screen.findByRole('button', { name: 'Sign up' });
    await fill(user, complete);
    await signUp(user);
    await expectOn(router, 'Verify your email', '/verify-email');
    const signup = (await recorder.requests()).find((request) => request.path === '/user/newsignup');
    expect(signup?.body).toMatchObject({ mac_address: 'device-kept-1' });
  });

  it('a failure shows the server text once, resets the reCAPTCHA and keeps the input', async () => {
    const user = userEvent.setup();
    server.use(...answersFailure('/user/newsignup', 'This email is already registered.'));
    const { router } = await openRegister();
    await fill(user, complete);
    await signUp(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('This email is already registered.');
    expect(screen.getAllByText('This email is already registered.')).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    expect(screen.getByLabelText('Email')).toHaveValue('jane.doe@example.com');
    expect(screen.getByLabelText('First name')).toHaveValue('Jane');
    expect(router.state.location.pathname).toBe('/register');

    // The reset token is gone: sending again asks for the reCAPTCHA first.
    await signUp(user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please complete the reCAPTCHA verification'));
  });

  // SPEC §8: 'Signup failure: failure text or Unable to create an account, …'; a non-2xx without
  // a body has the failure text 'Internal Server Error'.
  it.each([
    ['an error body without a failure text', () => answersFailure('/user/newsignup', '', 409), 'Unable to create an account, this email is already associated to another account.'],
    ['an error status without a body', () => answersEmptyError('/user/newsignup', 500), 'Internal Server Error'],
  ])('%s shows "%s"', async (_case, handlers, shown) => {
    const user = userEvent.setup();
    server.use(...handlers());
    await openRegister();
    await fill(user, complete);
    await signUp(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
  });

  it('?email= prefills the email field and ?plan= is stored as the selected plan', async () => {
    const { store } = await openRegister('/register?email=pre%40example.com&plan=Yearly');
    expect(screen.getByLabelText('Email')).toHaveValue('pre@example.com');
    expect(store.getState().session.selectedPlanName).toBe('Yearly');
  });

  it('the form works from the keyboard alone', async () => {
    // Our server's config.js: the Terms and Privacy pages are links on the way.
    setConfig({ ...defaultConfig, termsUrl: '/api/legal/terms', privacyUrl: '/api/legal/privacy' });
    const user = userEvent.setup();
    server.use(...visitorRequestsAccepted());
    const { router } = await openRegister();
    await user.click(screen.getByLabelText('First name'));
    await user.keyboard('Jane');
    await user.tab();
    await user.keyboard('Doe');
    await user.tab();
    await user.keyboard('jane.doe@example.com');
    await user.tab();
    await user.keyboard('Secret#123');
    await user.tab(); // the password's show/hide toggle
    await user.tab();
    await user.keyboard('Secret#123');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'I agree to the terms & conditions' })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    expect(screen.getByRole('link', { name: 'terms & conditions' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sign up' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await expectOn(router, 'Verify your email', '/verify-email');
  });
});

describe('RegisterPage in migration mode', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sends the visitor to the server-side register redirect and shows no form', async () => {
    const assign = jest.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
    server.use(...featureFlag('migration_mode', true));
    renderAuthPage('/register');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/api/redirect/register'));
    expect(screen.queryByRole('button', { name: 'Sign up' })).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Opening the sign-up page' })).toBeInTheDocument();
  });

  it('shows the form when the flag cannot be read', async () => {
    const assign = jest.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
    server.use(http.get(apiUrl('/webgetfeatureflag/:name'), () => Response.error()));
    await openRegister();
    expect(assign).not.toHaveBeenCalled();
  });
});
