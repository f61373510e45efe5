import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getConfig, setConfig } from '../../../src/config/loadConfig';
import { recordRequests } from '../../mocks/requestRecorder';
import { answersFailure, featureFlag, visitorRequestsAccepted } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { complete, fill, openRegister, signUp } from './registerForm';
import { expectOn } from './renderAuthPage';

/** What Google's reCAPTCHA script would put on the page: the widget's callbacks are captured. */
interface WidgetOptions {
  sitekey: string;
  callback(token: string | null): void;
  'expired-callback'(): void;
  'error-callback'(): void;
}

describe('RegisterPage with a reCAPTCHA site key (Google widget)', () => {
  let widget: WidgetOptions | undefined;
  const reset = jest.fn();

  beforeEach(() => {
    setConfig({ ...getConfig(), recaptchaSiteKey: 'site-key-1' });
    server.use(...featureFlag('migration_mode', false));
    widget = undefined;
    reset.mockClear();
    Object.assign(window, {
      grecaptcha: {
        render: (_element: HTMLElement, options: WidgetOptions) => {
          widget = options;
          return 0;
        },
        reset,
        getResponse: () => '',
        execute: () => undefined,
      },
    });
  });
  afterEach(() => {
    delete (window as { grecaptcha?: unknown }).grecaptcha;
  });

  async function openWithWidget() {
    const rendered = await openRegister();
    await waitFor(() => expect(widget?.sitekey).toBe('site-key-1'));
    expect(screen.queryByRole('checkbox', { name: "I'm not a robot" })).not.toBeInTheDocument();
    return rendered;
  }

  it('sends the token the widget gave', async () => {
    const user = userEvent.setup();
    server.use(...visitorRequestsAccepted());
    const recorder = recordRequests();
    const { router } = await openWithWidget();
    await fill(user, { ...complete, robot: false });
    act(() => widget?.callback('google-token-1'));
    await signUp(user);
    await expectOn(router, 'Verify your email', '/verify-email');
    const signup = (await recorder.requests()).find((request) => request.path === '/user/newsignup');
    expect(signup?.body).toMatchObject({ recaptcha_token: 'google-token-1' });
  });

  it('expiry: "reCAPTCHA expired. Please verify again." and the token is gone', async () => {
    const user = userEvent.setup();
    await openWithWidget();
    await fill(user, { ...complete, robot: false });
    act(() => widget?.callback('google-token-1'));
    act(() => widget?.['expired-callback']());
    expect(await screen.findByText('reCAPTCHA expired. Please verify again.')).toBeInTheDocument();
    await signUp(user);
    expect(await screen.findByText('Please complete the reCAPTCHA verification')).toBeInTheDocument();
  });

  it('error: "reCAPTCHA error. Please try again."', async () => {
    await openWithWidget();
    act(() => widget?.['error-callback']());
    expect(await screen.findByRole('alert')).toHaveTextContent('reCAPTCHA error. Please try again.');
  });

  it('a failed sign-up resets the widget', async () => {
    const user = userEvent.setup();
    server.use(...answersFailure('/user/newsignup', 'Email taken'));
    await openWithWidget();
    await fill(user, { ...complete, robot: false });
    act(() => widget?.callback('google-token-1'));
    await signUp(user);
    expect(await screen.findByText('Email taken')).toBeInTheDocument();
    expect(reset).toHaveBeenCalled();
  });
});
