import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signedInSession } from '../../app/renderApp';
import { buildProfile } from '../../factories';
import { recordRequests } from '../../mocks/requestRecorder';
import { accountChangesAccepted, answersFailure, currentPasswordWrong, visitorRequestsAccepted } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { dashboardServer } from '../dashboardServer';
import { profileThatChanges, profileNoLongerVerified } from './accountServer';

const jane = buildProfile({ first_name: 'Jane', last_name: 'Doe', email: 'jane.doe@example.com', is_verified: true });

async function openAccountPage(profile = jane) {
  const user = userEvent.setup();
  server.use(...dashboardServer({ profile }), ...accountChangesAccepted());
  server.use(...profileThatChanges(profile));
  renderApp('/dashboard/account', { session: signedInSession() });
  // The lower sections mount a moment after the first two; the tab strip once the panel shows.
  await screen.findByRole('form', { name: 'Voicemail greeting' });
  await screen.findAllByRole('tab');
  return user;
}

const nameForm = () => screen.getByRole('form', { name: 'Your name' });
const emailForm = () => screen.getByRole('form', { name: 'Your email' });

describe('Account page tabs', () => {
  it('has Edit information, Blocked numbers and Delete account, usable from the keyboard', async () => {
    const user = await openAccountPage();

    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Edit information', 'Blocked numbers', 'Delete account']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    server.use(...answersFailure('/webgetblockednumber', 'Internal Server Error', 500));
    act(() => tabs[0].focus());
    await user.keyboard('{ArrowRight}{Enter}');
    expect(screen.getByRole('tab', { name: 'Blocked numbers' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Blocked numbers');
  });
});

describe('Account page first view', () => {
  it('draws the Edit information tab in plain elements: MUI only in the tab strip', async () => {
    await openAccountPage();
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('form')).toHaveLength(4);
    expect(panel.querySelectorAll('[class*="Mui"]')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Manage account' })).not.toHaveClass(/Mui/);
  });
});

describe('Edit information: name', () => {
  it('is read-only until UPDATE, then SAVE INFO sends the names and shows them read-only again', async () => {
    const user = await openAccountPage();
    const first = within(nameForm()).getByRole('textbox', { name: 'First name' });
    expect(first).toHaveValue('Jane');
    expect(first).toHaveAttribute('readonly');
    const requests = recordRequests();

    await user.click(within(nameForm()).getByRole('button', { name: 'UPDATE' }));
    expect(first).not.toHaveAttribute('readonly');
    await user.clear(first);
    await user.type(first, 'Janet');
    await user.click(within(nameForm()).getByRole('button', { name: 'SAVE INFO' }));

    expect(await screen.findByText('Your name has been saved.')).toBeInTheDocument();
    expect(await within(nameForm()).findByRole('button', { name: 'UPDATE' })).toBeInTheDocument();
    expect(first).toHaveAttribute('readonly');
    expect(first).toHaveValue('Janet');
    const sent = await requests.requests();
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({ first_name: 'Janet', last_name: 'Doe' });
    // The panel shows the saved name too: the profile was asked for again.
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Your profile' })).getByText('Janet Doe')).toBeInTheDocument());
  });

  it.each([
    { case: 'first name empty', first: '', last: 'Doe' },
    { case: 'last name empty', first: 'Jane', last: '' },
    { case: 'names of spaces', first: '   ', last: ' ' },
  ])('$case: "Please input required fields." and nothing is sent', async ({ first, last }) => {
    const user = await openAccountPage();
    const requests = recordRequests();
    await user.click(within(nameForm()).getByRole('button', { name: 'UPDATE' }));
    const firstField = within(nameForm()).getByRole('textbox', { name: 'First name' });
    const lastField = within(nameForm()).getByRole('textbox', { name: 'Last name' });
    await user.clear(firstField);
    if (first) await user.type(firstField, first);
    await user.clear(lastField);
    if (last) await user.type(lastField, last);
    await user.click(within(nameForm()).getByRole('button', { name: 'SAVE INFO' }));

    expect(await within(nameForm()).findByText('Please input required fields.')).toBeInTheDocument();
    // The empty names are marked, a filled one is not.
    for (const [field, value] of [
      [firstField, first],
      [lastField, last],
    ] as const) {
      if (value.trim()) expect(field).toHaveAccessibleDescription('');
      else expect(field).toHaveAccessibleDescription('Please input required fields.');
      expect(field.getAttribute('aria-invalid') === 'true').toBe(!value.trim());
    }
    expect(requests.count()).toBe(0);
  });

  it('a refused save keeps what was typed, in edit mode', async () => {
    const user = await openAccountPage();
    server.use(...answersFailure('/user/webprofile/', 'Name too long'));
    await user.click(within(nameForm()).getByRole('button', { name: 'UPDATE' }));
    await user.type(within(nameForm()).getByRole('textbox', { name: 'Last name' }), '-Smith');
    await user.click(within(nameForm()).getByRole('button', { name: 'SAVE INFO' }));

    expect(await screen.findByText('Name too long')).toBeInTheDocument();
    expect(within(nameForm()).getByRole('textbox', { name: 'Last name' })).toHaveValue('Doe-Smith');
    expect(within(nameForm()).getByRole('button', { name: 'SAVE INFO' })).toBeInTheDocument();
  });
});

async function submitEmail(user: ReturnType<typeof userEvent.setup>, email: string, currentPassword = '') {
  await user.click(within(emailForm()).getByRole('button', { name: 'UPDATE' }));
  const field = within(emailForm()).getByRole('textbox', { name: 'Email' });
  await user.clear(field);
  if (email) await user.type(field, email);
  if (currentPassword) await user.type(within(emailForm()).getByLabelText('Current password'), currentPassword);
  await user.click(within(emailForm()).getByRole('button', { name: 'SAVE EMAIL' }));
}

describe('Edit information: email', () => {
  it('shows Verified for a verified address, read-only until UPDATE, which asks for the current password', async () => {
    const user = await openAccountPage();
    expect(within(emailForm()).getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    expect(within(emailForm()).getByText('Verified')).toBeInTheDocument();
    expect(within(emailForm()).queryByRole('button', { name: 'RESEND EMAIL' })).not.toBeInTheDocument();
    expect(within(emailForm()).queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.click(within(emailForm()).getByRole('button', { name: 'UPDATE' }));
    const current = within(emailForm()).getByLabelText('Current password');
    expect(current).toHaveAttribute('type', 'password');
    expect(current).toHaveAttribute('autocomplete', 'current-password');
  });

  it.each([
    { case: 'empty', email: '', message: 'Please input new email' },
    { case: 'not an address', email: 'jane.doe@example', message: 'Invalid Email Address' },
    { case: 'the current one', email: 'jane.doe@example.com', message: 'Please input new email' },
    { case: 'the current one in capitals', email: 'Jane.Doe@Example.com', message: 'Please input new email' },
    { case: 'a new one without the current password', email: 'jane@newmail.example', message: 'Please enter your current password' },
  ])('$case: "$message" and nothing is sent', async ({ email, message }) => {
    const user = await openAccountPage();
    const requests = recordRequests();
    await submitEmail(user, email);

    expect(await within(emailForm()).findByText(message)).toBeInTheDocument();
    expect(requests.count()).toBe(0);
  });

  it("the spec's rules come before the current password's", async () => {
    const user = await openAccountPage();
    const requests = recordRequests();
    await submitEmail(user, 'jane.doe@example', 'my-password');
    expect(await within(emailForm()).findByText('Invalid Email Address')).toBeInTheDocument();
    expect(requests.count()).toBe(0);
  });

  it('a new address is sent with the current password; the shown email stays until the mailed link is followed', async () => {
    const user = await openAccountPage();
    const requests = recordRequests();
    await submitEmail(user, 'jane@newmail.example', 'my-password');

    expect(await screen.findByText('Check your new address for a confirmation link.')).toBeInTheDocument();
    expect(
      await within(emailForm()).findByText('We sent a confirmation link to jane@newmail.example. Your email stays jane.doe@example.com until you open it.'),
    ).toBeInTheDocument();
    expect(within(emailForm()).getByRole('textbox', { name: 'Email' })).toHaveValue('jane.doe@example.com');
    expect(within(emailForm()).getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    expect(within(emailForm()).getByText('Verified')).toBeInTheDocument();
    expect(within(emailForm()).queryByLabelText('Current password')).not.toBeInTheDocument();
    expect((await requests.requests()).find((request) => request.path === '/webupdateemail')?.body).toEqual({
      email: 'jane@newmail.example',
      current_password: 'my-password',
    });
  });

  it('a wrong current password: the server\'s failure shows (no sign-out) and what was typed stays', async () => {
    const user = await openAccountPage();
    server.use(...currentPasswordWrong());
    await submitEmail(user, 'jane@newmail.example', 'not-my-password');

    expect(await screen.findByText('Your current password is not correct.')).toBeInTheDocument();
    expect(within(emailForm()).getByRole('textbox', { name: 'Email' })).toHaveValue('jane@newmail.example');
    expect(within(emailForm()).getByLabelText('Current password')).toHaveValue('not-my-password');
    expect(screen.getByRole('heading', { level: 1, name: 'Manage account' })).toBeInTheDocument();
  });
});

describe('Edit information: RESEND EMAIL', () => {
  /** The guard lets only verified customers in: the address stops being verified while the page is open. */
  async function openWithUnverifiedAddress() {
    const user = await openAccountPage();
    server.use(...profileNoLongerVerified(jane));
    // Saving the name asks for the profile again.
    await user.click(within(nameForm()).getByRole('button', { name: 'UPDATE' }));
    await user.click(within(nameForm()).getByRole('button', { name: 'SAVE INFO' }));
    await within(emailForm()).findByText('Not verified');
    expect(within(emailForm()).getByText('Your email address has not been verified yet.')).toBeInTheDocument();
    return user;
  }

  it('asks for the password: none gives "Please request with right params"', async () => {
    const user = await openWithUnverifiedAddress();
    await user.click(within(emailForm()).getByRole('button', { name: 'RESEND EMAIL' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resend the verification email' });
    await user.click(within(dialog).getByRole('button', { name: 'RESEND EMAIL' }));
    expect(await within(dialog).findByText('Please request with right params')).toBeInTheDocument();
  });

  it('sends email and password: "Verification email has been resent."', async () => {
    const user = await openWithUnverifiedAddress();
    server.use(...visitorRequestsAccepted());
    const requests = recordRequests();
    await user.click(within(emailForm()).getByRole('button', { name: 'RESEND EMAIL' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resend the verification email' });
    await user.type(within(dialog).getByLabelText('Password'), 'secret-pass');
    await user.click(within(dialog).getByRole('button', { name: 'RESEND EMAIL' }));

    expect(await screen.findByText('Verification email has been resent.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await requests.single()).body).toEqual({ email: 'jane.doe@example.com', password: 'secret-pass' });
  });

  it('a failure says "Verification email resending error."', async () => {
    const user = await openWithUnverifiedAddress();
    server.use(...answersFailure('/account/resend-verification/', 'Wrong password'));
    await user.click(within(emailForm()).getByRole('button', { name: 'RESEND EMAIL' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resend the verification email' });
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-pass');
    await user.click(within(dialog).getByRole('button', { name: 'RESEND EMAIL' }));

    expect(await screen.findByText('Verification email resending error.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Password')).toHaveValue('wrong-pass');
  });
});
