import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signedInSession } from '../../app/renderApp';
import { buildProfile } from '../../factories';
import { recordRequests } from '../../mocks/requestRecorder';
import { accountChangesAccepted, answersFailure, socialNoncesIssued } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { dashboardServer } from '../dashboardServer';

// An account made by Google or Apple sign-in has no password; it confirms a change of
// email or password by signing in again with its provider (sandbox popup here: no client id).

let popup: { closed: boolean; location: { href: string }; close: jest.Mock };
let open: jest.SpyInstance;

beforeEach(() => {
  popup = { closed: false, location: { href: 'about:blank' }, close: jest.fn() };
  open = jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  server.use(...socialNoncesIssued());
});
afterEach(() => jest.restoreAllMocks());

/** Where the popup was sent once its nonce came (it opens blank within the click), parsed. */
async function popupUrl(): Promise<URL> {
  await waitFor(() => expect(popup.location.href).toMatch(/^http/));
  return new URL(popup.location.href);
}

/** What public/social-callback.js posts to the opener once the provider's page redirects back. */
async function providerAnswers(fragment: Record<string, string>) {
  const state = (await popupUrl()).searchParams.get('state') ?? '';
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        data: { type: 'social-callback', fragment: new URLSearchParams({ ...fragment, state }).toString() },
      }),
    );
  });
}

const googleOnly = buildProfile({ has_password: false, social_providers: ['google'] });
const appleOnly = buildProfile({ has_password: false, social_providers: ['apple'] });

async function openAccountPage(profile = googleOnly) {
  const user = userEvent.setup();
  server.use(...dashboardServer({ profile }), ...accountChangesAccepted());
  renderApp('/dashboard/account', { session: signedInSession() });
  await screen.findByRole('form', { name: 'Change password' });
  return user;
}

const passwordForm = () => screen.getByRole('form', { name: 'Change password' });
const emailForm = () => screen.getByRole('form', { name: 'Your email' });

async function typeNewPassword(user: ReturnType<typeof userEvent.setup>, password = 'first-password-1') {
  await user.type(within(passwordForm()).getByLabelText('New password'), password);
  await user.type(within(passwordForm()).getByLabelText('Retype password'), password);
}

describe('an account without a password', () => {
  it('is offered its own provider instead of a current password field', async () => {
    await openAccountPage();
    expect(within(passwordForm()).queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(within(passwordForm()).getByRole('button', { name: 'Confirm with Google' })).toBeInTheDocument();
    expect(within(passwordForm()).queryByRole('button', { name: 'Confirm with Apple' })).not.toBeInTheDocument();
  });

  it('without the confirmation: the spec\'s rules first, then "Please confirm with Google or Apple first", and nothing is sent', async () => {
    const user = await openAccountPage();
    const requests = recordRequests();
    await typeNewPassword(user, 'short');
    await user.click(within(passwordForm()).getByRole('button', { name: 'CHANGE PASSWORD' }));
    expect(await within(passwordForm()).findByText('Password should at least 8 digits')).toBeInTheDocument();
    await user.clear(within(passwordForm()).getByLabelText('New password'));
    await user.clear(within(passwordForm()).getByLabelText('Retype password'));
    await typeNewPassword(user);
    await user.click(within(passwordForm()).getByRole('button', { name: 'CHANGE PASSWORD' }));
    expect(await within(passwordForm()).findByText('Please confirm with Google or Apple first')).toBeInTheDocument();
    expect(requests.count()).toBe(0);
  });

  it('signs in again with Google in a popup, then sends the new password with that ID token', async () => {
    const user = await openAccountPage();
    const requests = recordRequests();
    await user.click(within(passwordForm()).getByRole('button', { name: 'Confirm with Google' }));
    expect(open).toHaveBeenCalledWith('about:blank', 'google-sign-in', 'popup,width=450,height=730');
    // The sandbox page is given a nonce from the server, which the ID token then carries.
    const page = await popupUrl();
    expect(`${page.origin}${page.pathname}`).toBe('http://localhost/api/sandbox/identity/google/authorize');
    expect(page.searchParams.get('nonce')).toBe('nonce-1');
    await providerAnswers({ id_token: 'fresh-google-token' });
    expect(await within(passwordForm()).findByText('Confirmed with Google')).toBeInTheDocument();
    await typeNewPassword(user);
    await user.click(within(passwordForm()).getByRole('button', { name: 'CHANGE PASSWORD' }));

    expect(await screen.findByText('Password Changed')).toBeInTheDocument();
    const sent = (await requests.requests()).find((request) => request.path === '/account/update-password');
    expect(sent?.body).toEqual({ password: 'first-password-1', id_token: 'fresh-google-token' });
    // Nothing was signed in: no social sign-in call was made.
    expect((await requests.requests()).some((request) => request.path.startsWith('/webgoogleverifyidtoken'))).toBe(false);
  });

  it('a refused confirmation is used up: the provider must be asked again', async () => {
    const user = await openAccountPage();
    server.use(...answersFailure('/account/update-password', 'That sign-in is too old. Please sign in again with Google or Apple.', 403));
    await user.click(within(passwordForm()).getByRole('button', { name: 'Confirm with Google' }));
    await providerAnswers({ id_token: 'old-google-token' });
    await within(passwordForm()).findByText('Confirmed with Google');
    await typeNewPassword(user);
    await user.click(within(passwordForm()).getByRole('button', { name: 'CHANGE PASSWORD' }));

    expect(await screen.findByText('That sign-in is too old. Please sign in again with Google or Apple.')).toBeInTheDocument();
    expect(await within(passwordForm()).findByRole('button', { name: 'Confirm with Google' })).toBeInTheDocument();
    expect(within(passwordForm()).getByLabelText('New password')).toHaveValue('first-password-1');
  });

  it('an answer without a credential says "Authorize Error." and confirms nothing', async () => {
    const user = await openAccountPage();
    await user.click(within(passwordForm()).getByRole('button', { name: 'Confirm with Google' }));
    await providerAnswers({ error: 'access_denied' });
    expect(await screen.findByText('Authorize Error.')).toBeInTheDocument();
    expect(within(passwordForm()).getByRole('button', { name: 'Confirm with Google' })).toBeInTheDocument();
  });

  it('an Apple account confirms an email change with Apple', async () => {
    const user = await openAccountPage(appleOnly);
    const requests = recordRequests();
    await user.click(within(emailForm()).getByRole('button', { name: 'UPDATE' }));
    expect(within(emailForm()).queryByLabelText('Current password')).not.toBeInTheDocument();
    const field = within(emailForm()).getByRole('textbox', { name: 'Email' });
    await user.clear(field);
    await user.type(field, 'jane@newmail.example');
    await user.click(within(emailForm()).getByRole('button', { name: 'Confirm with Apple' }));
    await providerAnswers({ id_token: 'fresh-apple-token', code: 'apple-code' });
    await within(emailForm()).findByText('Confirmed with Apple');
    await user.click(within(emailForm()).getByRole('button', { name: 'SAVE EMAIL' }));

    expect(await screen.findByText('Check your new address for a confirmation link.')).toBeInTheDocument();
    await waitFor(async () =>
      expect((await requests.requests()).find((request) => request.path === '/webupdateemail')?.body).toEqual({
        email: 'jane@newmail.example',
        id_token: 'fresh-apple-token',
      }),
    );
  });
});
