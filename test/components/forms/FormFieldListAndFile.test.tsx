import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { PlainCheckboxListField } from '../../../src/components/plain/PlainCheckboxListField';
import { FormField } from '../../../src/components/forms/FormField';
import { PlainRadioListField } from '../../../src/components/plain/PlainRadioListField';
import { PlainFileField } from '../../../src/components/plain/PlainFileField';

interface Values {
  numbers: string[];
  file: File | null;
}

const options = [
  { value: '6175550301', label: '(617) 555-0301' },
  { value: '6175550302', label: '(617) 555-0302' },
];

/** A list of checkboxes and a file input in one form; `Check` sets each field's own error. */
function ListAndFile({ onSubmit, afterChange }: { onSubmit?(values: Values): void; afterChange?(): void }) {
  const { control, handleSubmit, setError } = useForm<Values>({ defaultValues: { numbers: [], file: null } });
  const check = () => {
    setError('numbers', { message: 'Please select at least one number' });
    setError('file', { message: 'Please select an MP3 file first!' });
  };
  return (
    <form onSubmit={handleSubmit((values) => onSubmit?.(values))}>
      <FormField control={control} name="numbers" type="checkboxes" label="Numbers to unblock" options={options} input={PlainCheckboxListField} />
      <FormField control={control} name="file" type="file" label="Choose MP3 file" accept=".mp3" afterChange={afterChange} input={PlainFileField} />
      <button type="button" onClick={check}>
        Check
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

describe('FormField: a list of checkboxes', () => {
  it('keeps the values of the checked items, in the order chosen, and drops one unchecked', async () => {
    const onSubmit = jest.fn();
    render(<ListAndFile onSubmit={onSubmit} />);
    expect(screen.getByRole('group', { name: 'Numbers to unblock' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: '(617) 555-0302' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '(617) 555-0301' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '(617) 555-0302' }));
    expect(screen.getByRole('checkbox', { name: '(617) 555-0301' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '(617) 555-0302' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ numbers: ['6175550301'] }));
  });

  it("shows the list's own message under it, each checkbox invalid and described by it", async () => {
    render(<ListAndFile />);
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    for (const box of screen.getAllByRole('checkbox')) {
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription('Please select at least one number');
    }
  });
});

describe('FormField: a file', () => {
  const mp3 = () => new File(['ID3'], 'hello.mp3', { type: 'audio/mpeg' });

  it('keeps the chosen file, shows its name, and lets the same file be chosen again', async () => {
    const onSubmit = jest.fn();
    const afterChange = jest.fn();
    render(<ListAndFile onSubmit={onSubmit} afterChange={afterChange} />);
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    const picker = screen.getByLabelText('Choose MP3 file');
    expect(picker).toHaveAttribute('accept', '.mp3');
    await userEvent.upload(picker, mp3());
    expect(screen.getByText('hello.mp3')).toBeInTheDocument();
    expect(afterChange).toHaveBeenCalledTimes(1);
    // The input forgets the choice (the form keeps it), so choosing it again fires a change.
    expect(picker).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit.mock.calls[0][0].file).toBeInstanceOf(File);
    expect((onSubmit.mock.calls[0][0] as Values).file?.name).toBe('hello.mp3');
  });

  it('its button opens the file dialog', async () => {
    render(<ListAndFile />);
    const picker = screen.getByLabelText('Choose MP3 file') as HTMLInputElement;
    const opened = jest.fn();
    picker.addEventListener('click', opened);
    await userEvent.click(screen.getByRole('button', { name: 'Choose MP3 file' }));
    expect(opened).toHaveBeenCalled();
  });

  it("shows the file's own message under it, the input invalid and described by it", async () => {
    render(<ListAndFile />);
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    const picker = screen.getByLabelText('Choose MP3 file');
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(picker).toHaveAccessibleDescription('Please select an MP3 file first!');
  });
});

interface ChoiceValues {
  number: string;
}

/** A choice of one number; `Check` sets the field's own error. */
function OneChoice({ onSubmit }: { onSubmit?(values: ChoiceValues): void }) {
  const { control, handleSubmit, setError } = useForm<ChoiceValues>({ defaultValues: { number: '' } });
  return (
    <form onSubmit={handleSubmit((values) => onSubmit?.(values))}>
      <FormField control={control} name="number" type="radios" label="Numbers available" options={options} autoFocus input={PlainRadioListField} />
      <button type="button" onClick={() => setError('number', { message: 'No number Selected' })}>
        Check
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

describe('FormField: radio buttons', () => {
  it("keeps the chosen item's value, the first radio focused at mount", async () => {
    const onSubmit = jest.fn();
    render(<OneChoice onSubmit={onSubmit} />);
    expect(screen.getByRole('radio', { name: '(617) 555-0301' })).toHaveFocus();
    await userEvent.click(screen.getByRole('radio', { name: '(617) 555-0302' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ number: '6175550302' });
  });

  it('shows its own message under it, the group described by it', async () => {
    render(<OneChoice />);
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('radiogroup', { name: 'Numbers available' })).toHaveAccessibleDescription('No number Selected');
    expect(screen.getByRole('alert')).toHaveTextContent('No number Selected');
  });
});
