import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlainField } from '../../../src/components/plain/PlainField';

describe('PlainField', () => {
  it('is named by its label and takes what is typed', async () => {
    const onChange = jest.fn();
    render(<PlainField label="Email" type="email" defaultValue="" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'a@b.c');
    expect(input).toHaveValue('a@b.c');
    expect(onChange).toHaveBeenCalledTimes(5);
  });

  it('an error message describes the input, is announced, and marks the input invalid', () => {
    render(<PlainField label="Email" error helperText="Please enter a vaild email." aria-describedby="form-message" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a vaild email.');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain('form-message');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a vaild email.');
  });

  it('without an error: a hint describes the input but is not an alert', () => {
    render(<PlainField label="Code" helperText="Six digits" />);
    expect(screen.getByRole('textbox', { name: 'Code' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription('Six digits');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('its outline copy of the label is hidden from screen readers (the name is said once)', () => {
    render(<PlainField label="Password" type="password" />);
    expect(screen.getAllByText('Password')).toHaveLength(2);
    expect(screen.getByText('Password', { selector: 'legend span' }).closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
