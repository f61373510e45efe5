import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { renderAuthPage } from './renderAuthPage';

export type User = ReturnType<typeof userEvent.setup>;

export interface Entries {
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
  confirmPassword?: string;
  terms?: boolean;
  robot?: boolean;
}

export const complete: Required<Entries> = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane.doe@example.com',
  password: 'Secret#123',
  confirmPassword: 'Secret#123',
  terms: true,
  robot: true,
};

/** Types what is given into an empty form (checkboxes are ticked when true). */
export async function fill(user: User, entries: Entries) {
  const fields: [keyof Entries, string][] = [
    ['firstName', 'First name'],
    ['lastName', 'Last name'],
    ['email', 'Email'],
    ['password', 'Password'],
    ['confirmPassword', 'Confirm password'],
  ];
  for (const [key, label] of fields) {
    const value = entries[key];
    if (typeof value === 'string' && value !== '') await user.type(screen.getByLabelText(label), value);
  }
  if (entries.terms) await user.click(screen.getByRole('checkbox', { name: 'I agree to the terms & conditions' }));
  if (entries.robot) await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
}

export const signUp = (user: User) => user.click(screen.getByRole('button', { name: 'Sign up' }));

/** /register, ready to fill in. */
export async function openRegister(url = '/register') {
  const rendered = renderAuthPage(url);
  await screen.findByRole('button', { name: 'Sign up' });
  return rendered;
}
