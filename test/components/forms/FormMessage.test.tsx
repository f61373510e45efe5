import { render, screen } from '@testing-library/react';
import type { FieldErrors } from 'react-hook-form';
import { FormMessage } from '../../../src/components/forms/FormMessage';
import { formMessageOf } from '../../../src/components/forms/formMessageOf';
import { PlainFormMessage } from '../../../src/components/plain/PlainFormMessage';
import { FORM_ERROR } from '../../../src/lib/forms/formRules';

describe('formMessageOf', () => {
  it.each([
    ['a failed rule of the schema', { [FORM_ERROR]: { type: 'required', message: 'Please fill out all required fields' } }, 'Please fill out all required fields'],
    ["the server's answer set at root (sign-in, sign-up)", { root: { type: 'server', message: 'Wrong password' } }, 'Wrong password'],
    [
      'the failed rule before the server answer',
      { [FORM_ERROR]: { type: 'terms', message: 'Please accept the terms' }, root: { type: 'server', message: 'Wrong password' } },
      'Please accept the terms',
    ],
    ["nothing when only a field's own rule failed (it shows under the field)", { email: { type: 'matches', message: 'Please enter a vaild email.' } }, undefined],
    ['nothing without errors', {}, undefined],
  ])('%s', (_case, errors, expected) => {
    expect(formMessageOf(errors as FieldErrors<{ email: string }>)).toBe(expected);
  });
});

describe('FormMessage (MUI screens)', () => {
  it('shows nothing without a message', () => {
    const { container } = render(<FormMessage id="m" message={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("a line of error text as MUI's helper text, with its id, announced", () => {
    render(<FormMessage id="resend-error" message="Wrong password" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('id', 'resend-error');
    expect(alert).toHaveClass('MuiFormHelperText-root', 'Mui-error');
    expect(alert).toHaveTextContent('Wrong password');
  });
});

describe('PlainFormMessage (the screens painted first)', () => {
  it('shows nothing without a message', () => {
    const { container } = render(<PlainFormMessage id="m" message={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('under the sign-in forms: an error alert with its id, announced', () => {
    render(<PlainFormMessage id="login-message" message="Wrong password" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('id', 'login-message');
    expect(alert).toHaveClass('pn-alert', 'pn-alert--error');
    expect(alert).toHaveTextContent('Wrong password');
  });

  it("under the account forms: a line of error text as MUI's helper text, announced", () => {
    render(<PlainFormMessage id="email-error" message="Please enter a new email" variant="helper" />);
    const alert = screen.getByRole('alert');
    expect(alert.tagName).toBe('P');
    expect(alert).toHaveAttribute('id', 'email-error');
    expect(alert).toHaveClass('pn-form-error');
    expect(alert).toHaveTextContent('Please enter a new email');
  });
});
