import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { FormField } from '../../../src/components/forms/FormField';
import { formMessageOf } from '../../../src/components/forms/formMessageOf';
import { useSchemaForm, type SchemaSource } from '../../../src/components/forms/useSchemaForm';
import { PlainField } from '../../../src/components/plain/PlainField';
import { PlainFormMessage } from '../../../src/components/plain/PlainFormMessage';
import { failureMessages } from '../../../src/lib/failureMessages';
import { formRule } from '../../../src/lib/forms/formRules';

interface Values {
  email: string;
}

const schema: yup.ObjectSchema<Values> = yup
  .object({ email: yup.string().defined() })
  .test(formRule<Values>('required', 'Please fill out all required fields', (values) => values.email !== ''));

function EmailForm({ rules, onSubmit }: { rules: SchemaSource<Values>; onSubmit(values: Values): void }) {
  const { control, handleSubmit, formState } = useSchemaForm(rules, { defaultValues: { email: '' } });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormField input={PlainField} name="email" control={control} label="Email" />
      <button type="submit">Send</button>
      <PlainFormMessage id="message" message={formMessageOf(formState.errors)} />
    </form>
  );
}

describe('useSchemaForm', () => {
  it('checks with a schema given as is: the first failing rule is the form message, and a valid form submits', async () => {
    const onSubmit = jest.fn();
    render(<EmailForm rules={schema} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill out all required fields');
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'a@b.co');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'a@b.co' }, expect.anything()));
  });

  it('a lazily loaded schema: nothing loads while the page starts, it loads once the user acts, and checks the same', async () => {
    const load = jest.fn(() => Promise.resolve(schema));
    const onSubmit = jest.fn();
    render(<EmailForm rules={load} onSubmit={onSubmit} />);
    expect(load).not.toHaveBeenCalled();

    fireEvent.pointerDown(screen.getByRole('textbox', { name: 'Email' }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill out all required fields');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a submit before the schema has loaded waits for it', async () => {
    let arrive: (loaded: yup.ObjectSchema<Values>) => void = () => undefined;
    const load = jest.fn(() => new Promise<yup.ObjectSchema<Values>>((resolve) => (arrive = resolve)));
    const onSubmit = jest.fn();
    render(<EmailForm rules={load} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'a@b.co');
    fireEvent.submit(screen.getByRole('button', { name: 'Send' }).closest('form') as HTMLFormElement);
    await waitFor(() => expect(load).toHaveBeenCalled());
    expect(onSubmit).not.toHaveBeenCalled();

    await act(async () => arrive(schema));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'a@b.co' }, expect.anything()));
  });

  it("says 'Network Error' in the form's message when the rules cannot load, and loads them again at the next submit", async () => {
    const load = jest.fn<Promise<yup.ObjectSchema<Values>>, []>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(schema);
    const onSubmit = jest.fn();
    render(<EmailForm rules={load} onSubmit={onSubmit} />);
    // Filled in without a key or pointer event, so that nothing loads the rules ahead of the submits.
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'a@b.co' } });
    const form = screen.getByRole('button', { name: 'Send' }).closest('form') as HTMLFormElement;

    fireEvent.submit(form);
    expect(await screen.findByRole('alert')).toHaveTextContent(failureMessages.network);
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.submit(form);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'a@b.co' }, expect.anything()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
