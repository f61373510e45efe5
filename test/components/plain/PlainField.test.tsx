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

describe('PlainField: a start icon and a label kept above', () => {
  it('draws the icon inside the input start, hidden from screen readers, and keeps the label above (MUI: an adorned field is shrunk)', () => {
    const { container } = render(<PlainField label="Search by number" type="search" startIcon="M0 0h24v24H0z" />);
    expect(screen.getByRole('searchbox', { name: 'Search by number' })).toBeInTheDocument();
    const icon = container.querySelector('.pn-field__start svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstElementChild).toHaveClass('pn-field--shrunk');
    expect(container.querySelector('.pn-field__box')).toHaveClass('pn-field__box--start');
  });

  it('shrink keeps the label above without an icon (a date picker shows its own placeholder)', () => {
    const { container } = render(<PlainField label="From" type="date" shrink />);
    expect(screen.getByLabelText('From')).toHaveAttribute('type', 'date');
    expect(container.firstElementChild).toHaveClass('pn-field--shrunk');
    expect(container.querySelector('.pn-field__start')).toBeNull();
  });

  it('a plain field is neither shrunk nor adorned', () => {
    const { container } = render(<PlainField label="Email" />);
    expect(container.firstElementChild).not.toHaveClass('pn-field--shrunk');
    expect(container.querySelector('.pn-field__start')).toBeNull();
  });
});
