import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { FormField, type FormFieldProps } from '../../../src/components/forms/FormField';
import { OutlinedField } from '../../../src/components/forms/OutlinedField';
import { PlainCheckbox } from '../../../src/components/plain/PlainCheckbox';
import { PlainField } from '../../../src/components/plain/PlainField';

interface Values {
  email: string;
  password: string;
  terms: boolean;
}

/** The plain kit's field unless `input` says otherwise. */
type FieldOptions = Omit<FormFieldProps<Values>, 'control' | 'input'> & Partial<Pick<FormFieldProps<Values>, 'input'>>;

/** One field in a form; `onSubmit` gets the values the form holds, `ownError` is set on the field before. */
function OneField({ field, onSubmit, ownError }: { field: FieldOptions; onSubmit?(values: Values): void; ownError?: string }) {
  const { control, handleSubmit, setError } = useForm<Values>({ defaultValues: { email: '', password: '', terms: false } });
  return (
    <form onSubmit={handleSubmit((values) => onSubmit?.(values))}>
      <FormField control={control} input={PlainField} {...field} />
      <button type="button" onClick={() => ownError && setError(field.name, { message: ownError })}>
        Check
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

describe('FormField', () => {
  it('binds a text field to the form: what is typed is what the form submits', async () => {
    const onSubmit = jest.fn();
    render(<OneField field={{ name: 'email', label: 'Email', type: 'email', autoComplete: 'username' }} onSubmit={onSubmit} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'username');
    expect(input).toHaveAttribute('name', 'email');
    await userEvent.type(input, 'jane@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ email: 'jane@example.com' }));
  });

  it('rewrites what is typed with `format` before the form keeps it', async () => {
    const onSubmit = jest.fn();
    render(<OneField field={{ name: 'email', label: 'Email', format: (typed) => typed.toUpperCase() }} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ab');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('AB');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ email: 'AB' }));
  });

  it('a revealable password shows and hides what is typed, its button named after the field', async () => {
    const { container } = render(<OneField field={{ name: 'password', label: 'Password', type: 'password', revealable: true }} />);
    await userEvent.type(container.querySelector('input[name="password"]') as HTMLInputElement, 'Secret#1');
    expect(container.querySelector('input[name="password"]')).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByRole('textbox', { name: 'Password' })).toHaveValue('Secret#1');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(container.querySelector('input[name="password"]')).toHaveAttribute('type', 'password');
  });

  it('a password that is not revealable has no button', () => {
    render(<OneField field={{ name: 'password', label: 'Current password', type: 'password' }} />);
    expect(screen.queryByRole('button', { name: /current password/i })).not.toBeInTheDocument();
  });

  it("shows the field's own message under it, announced, marking it invalid", async () => {
    render(<OneField field={{ name: 'email', label: 'Email' }} ownError="Please enter a vaild email." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a vaild email.');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a vaild email.');
  });

  it("while the form's message shows, the field is invalid and described by it", () => {
    render(
      <>
        <p id="form-message">First name and last name are required</p>
        <OneField field={{ name: 'email', label: 'First name', formMessageId: 'form-message', size: 'small' }} />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('First name and last name are required');
    expect(input.closest('.pn-field')).toHaveClass('pn-field--small');
  });

  it('draws with MUI on MUI screens, bound the same way', async () => {
    const onSubmit = jest.fn();
    render(<OneField field={{ name: 'email', label: 'Your current phone number', input: OutlinedField, inputMode: 'tel' }} onSubmit={onSubmit} ownError="Please enter a valid phone number" />);
    const input = screen.getByRole('textbox', { name: 'Your current phone number' });
    expect(input).toHaveAttribute('inputmode', 'tel');
    await userEvent.type(input, '857');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(input).toHaveAccessibleDescription('Please enter a valid phone number');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ email: '857' }));
  });

  it('on MUI screens a revealable password gets MUI\'s show/hide button', async () => {
    const { container } = render(<OneField field={{ name: 'password', label: 'Password', type: 'password', revealable: true, input: OutlinedField }} />);
    await userEvent.type(container.querySelector('input[name="password"]') as HTMLInputElement, 'Secret#1');
    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show).toHaveClass('MuiIconButton-root');
    await userEvent.click(show);
    expect(screen.getByRole('textbox', { name: 'Password' })).toHaveValue('Secret#1');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  });

  it('binds a checkbox: ticking it is what the form submits', async () => {
    const onSubmit = jest.fn();
    render(<OneField field={{ name: 'terms', label: 'I agree to the terms & conditions', type: 'checkbox', input: PlainCheckbox }} onSubmit={onSubmit} />);
    const checkbox = screen.getByRole('checkbox', { name: 'I agree to the terms & conditions' });
    expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    expect(checkbox).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ terms: true }));
  });
});
