import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dashboardServer } from '../features/dashboardServer';
import { featureFlag } from '../mocks/scenarios';
import { server } from '../mocks/server';
import { renderApp, signedInSession } from './renderApp';

/** The form's one message marks the fields it is about (red outline, aria-invalid, aria-describedby). */
function expectMarked(field: HTMLElement, message: string) {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(message);
}

function expectUnmarked(field: HTMLElement) {
  expect(field).not.toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription('');
}

describe('form errors mark their fields', () => {
  beforeEach(() => server.use(...featureFlag('migration_mode', false)));

  it('login: the empty field is marked, the filled one is not', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'LOG IN' }));
    const message = await screen.findByText('Please fill out all required fields');
    expectMarked(screen.getByLabelText('Password', { selector: 'input' }), message.textContent ?? '');
    expectUnmarked(screen.getByLabelText('Email'));
  });

  it('register: a retyped password that differs marks only the retyped one', async () => {
    const user = userEvent.setup();
    renderApp('/register');
    await screen.findByRole('heading', { level: 1 });
    await user.type(screen.getByLabelText('First name'), 'Nora');
    await user.type(screen.getByLabelText('Last name'), 'Newcomer');
    await user.type(screen.getByLabelText('Email'), 'nora@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'long-enough-1');
    await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'long-enough-2');
    await user.click(screen.getByLabelText('I agree to the terms & conditions'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByText("Password doesn't match");
    expectMarked(screen.getByLabelText('Confirm password', { selector: 'input' }), "Password doesn't match");
    expectUnmarked(screen.getByLabelText('Password', { selector: 'input' }));
    expectUnmarked(screen.getByLabelText('Email'));
  });

  it('account password change: the too-short new password is marked by the message, the retyped one beside it (they differ)', async () => {
    const user = userEvent.setup();
    server.use(...dashboardServer());
    renderApp('/dashboard/account', { session: signedInSession() });
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'old-secret-1');
    await user.type(within(form).getByLabelText('New password'), 'short');
    await user.type(within(form).getByLabelText('Retype password'), 'long-enough-1');
    await user.click(within(form).getByRole('button', { name: /update|change|save/i }));
    await within(form).findByText('Password should at least 8 digits');
    expectMarked(within(form).getByLabelText('New password'), 'Password should at least 8 digits');
    // Every problem at once: the next rule's message beside its field.
    expectMarked(within(form).getByLabelText('Retype password'), "Password doesn't match");
    expectUnmarked(within(form).getByLabelText('Current password'));
  });
});
