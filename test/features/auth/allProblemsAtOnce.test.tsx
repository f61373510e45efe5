import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { featureFlag } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { fill, openRegister, signUp } from './registerForm';
import { renderAuthPage } from './renderAuthPage';

describe('forms: every problem at once, beside its field', () => {
  beforeEach(() => server.use(...featureFlag('migration_mode', false)));

  it('register: the alert keeps SPEC’s first message, each field says what is wrong with it, focus goes to the first', async () => {
    const user = userEvent.setup();
    await openRegister();
    await fill(user, { lastName: 'Doe', email: 'jane', password: 'short', confirmPassword: 'other' });
    await signUp(user);

    // SPEC §5's first failing rule stays the one announced message.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please fill out all required fields'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    const firstName = screen.getByLabelText('First name');
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('Please fill out all required fields');
    expect(firstName).toHaveFocus();
    expect(screen.getByLabelText('Last name')).not.toHaveAttribute('aria-invalid');

    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Invalid Email Address');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password should at least 8 digits');
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Password should at least 8 digits');
    const terms = screen.getByRole('checkbox', { name: 'I agree to the terms & conditions' });
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveAccessibleDescription('Agree the terms & conditions');
    // Everything typed stays.
    expect(email).toHaveValue('jane');
  });

  it('register: a fixed field loses its message while the others keep theirs', async () => {
    const user = userEvent.setup();
    await openRegister();
    await fill(user, { firstName: 'Jane', lastName: 'Doe', email: 'jane', password: 'long-enough-1', confirmPassword: 'long-enough-2' });
    await signUp(user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Agree the terms & conditions'));
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid Email Address');
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription("Password doesn't match");

    await user.type(screen.getByLabelText('Email'), '@example.com');
    await waitFor(() => expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid'));
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription("Password doesn't match");
  });

  it('login: both empty fields are marked and described, focus on the email', async () => {
    const user = userEvent.setup();
    renderAuthPage('/login');
    await user.click(await screen.findByRole('button', { name: 'LOG IN' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please fill out all required fields'));
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });
});
