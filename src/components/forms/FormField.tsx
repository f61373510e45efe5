import { useCallback, useLayoutEffect, useRef, useState, type ChangeEvent, type ComponentType } from 'react';
import { useController, useFormState, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { fieldsConcerned, FORM_ERROR } from '../../lib/forms/formRules';
import { takeTypedBeforeStart } from '../../lib/prerender/typedBeforeStart';
import type { FieldInputProps } from './fieldInput';
import { FORM_RULE_AT_FIELD } from './ruleMessagesAtFields';

type PassedOn = 'label' | 'autoComplete' | 'inputMode' | 'placeholder' | 'size' | 'readOnly' | 'autoFocus' | 'disabled' | 'options' | 'accept' | 'icon';

export interface FormFieldProps<T extends FieldValues> extends Pick<FieldInputProps, PassedOn> {
  name: FieldPath<T>;
  control: Control<T>;
  type?: FieldInputProps['type'];
  /** A password the customer may show as text (the eye button of the sign-in screens). */
  revealable?: boolean;
  /**
   * The id of the form's one message (the forms whose rules span fields): while it is about this
   * field (an empty required field, the mismatched password; see formRule's `concerns`), the field
   * is marked invalid (red outline, aria-invalid) and described by it.
   */
  formMessageId?: string;
  /** Rewrites what is typed before the form keeps it (a card number in groups of four, a phone number). */
  format?(typed: string): string;
  /** Runs once the form keeps a new value (a chosen file is checked at once: `() => void trigger()`). */
  afterChange?(): void;
  /**
   * What draws the field, in the screen's kit: PlainField, PlainCheckbox, PlainCheckboxListField or PlainFileField on a
   * page, OutlinedField inside an MUI dialog (docs/architecture.md › Design system).
   */
  input: ComponentType<FieldInputProps>;
}

/**
 * The one field of every form: text, email, password (with show/hide when `revealable`),
 * checkbox, a list of checkboxes (an array of the checked items' values), radio buttons (the
 * chosen item's value), a file (the chosen File, or null) or digit boxes (an array of digits), bound to react-hook-form here and nowhere else. Every failed rule about this field
 * shows under it (ruleMessagesAtFields); the first failed rule of the whole form shows in the
 * form's FormMessage, which then describes the fields it is about instead (see formMessageId).
 */
export function FormField<T extends FieldValues>({
  name,
  control,
  type = 'text',
  revealable = false,
  formMessageId,
  format,
  afterChange,
  disabled,
  input: Input,
  ...passedOn
}: FormFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  const { errors } = useFormState({ control, name: FORM_ERROR as FieldPath<T> });
  const [revealed, setRevealed] = useState(false);
  const inputElement = useRef<HTMLInputElement | null>(null);
  const fieldRef = field.ref;
  const inputRef = useCallback(
    (element: HTMLInputElement | null) => {
      inputElement.current = element;
      fieldRef(element);
    },
    [fieldRef],
  );
  const ownMessage = fieldState.error?.message;
  const formError = (errors as Record<string, { type?: string; message?: string } | undefined>)[FORM_ERROR];
  const formMessageType = formError?.type;
  // A message that names no field (a rule without `concerns`, a one-field form) is about every field given its id.
  const concerned = fieldsConcerned(formMessageType);
  const describedByForm = formMessageId && (concerned.length === 0 || concerned.includes(name)) ? formMessageId : undefined;
  const checkbox = type === 'checkbox';
  const list = type === 'checkboxes';
  const fileInput = type === 'file';
  const digitBoxes = type === 'digits';
  // What a customer types into the server's markup before start: text and a checkbox's tick.
  const adoptable = checkbox || ['text', 'email', 'password'].includes(type);
  const { onChange } = field;

  // What was typed (or autofilled) into the server's markup before the page hydrated: React keeps
  // it in the input but not in the form's state, and fires no change for it. Adopted once, as the
  // field mounts. A field the client rendered afresh over that markup takes what was typed into
  // its predecessor (typedBeforeStart); otherwise it holds the form's value already.
  useLayoutEffect(() => {
    const input = inputElement.current;
    if (!(input instanceof HTMLInputElement) || !adoptable) return;
    const typed = takeTypedBeforeStart(name);
    if (checkbox) {
      const checked = typeof typed === 'boolean' ? typed : input.checked;
      if (checked !== Boolean(field.value)) onChange(checked);
    } else {
      const value = typeof typed === 'string' ? typed : input.value;
      if (value !== ((field.value as string | undefined) ?? '')) onChange(format ? format(value) : value);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at mount: later values are the form's own
  }, []);
  const reveal = revealable
    ? { shown: revealed, label: `${revealed ? 'Hide' : 'Show'} ${passedOn.label.toLowerCase()}`, onToggle: () => setRevealed((shown) => !shown) }
    : undefined;
  const keep = (event: ChangeEvent<HTMLInputElement>) => {
    if (list) {
      const { value, checked } = event.target;
      const chosen = (field.value as string[] | undefined) ?? [];
      field.onChange(checked ? [...chosen, value] : chosen.filter((item) => item !== value));
    } else if (type === 'radios') {
      field.onChange(event.target.value);
    } else if (fileInput) {
      field.onChange(event.target.files?.[0] ?? null);
      // The same file may be chosen again (after a failed upload): the input forgets it, the form keeps it.
      event.target.value = '';
    } else {
      // An event: react-hook-form reads a checkbox's `checked` and a text field's `value` from it.
      field.onChange(format ? format(event.target.value) : event);
    }
    afterChange?.();
  };
  const keepDigits = (digits: string[]) => {
    field.onChange(digits);
    afterChange?.();
  };
  const text = adoptable && !checkbox;
  // Only the props of this kind: an input that passes the rest on to the DOM gets no unknown ones.
  const kindProps: Partial<FieldInputProps> = list
    ? { chosen: (field.value as string[] | undefined) ?? [] }
    : fileInput
      ? { file: (field.value as File | null | undefined) ?? null }
      : digitBoxes
        ? { digits: (field.value as string[] | undefined) ?? [], onDigitsChange: keepDigits }
        : {};
  return (
    <Input
      {...passedOn}
      name={field.name}
      type={revealed ? 'text' : type}
      value={text || type === 'radios' ? ((field.value as string | undefined) ?? '') : undefined}
      checked={checkbox ? Boolean(field.value) : undefined}
      {...kindProps}
      onChange={keep}
      onBlur={field.onBlur}
      inputRef={inputRef}
      disabled={disabled ?? field.disabled}
      error={Boolean(ownMessage ?? describedByForm)}
      // The form's message already says it (and describes the field): not twice.
      helperText={describedByForm && ownMessage === formError?.message ? undefined : ownMessage}
      helperQuiet={fieldState.error?.type === FORM_RULE_AT_FIELD}
      aria-describedby={describedByForm}
      reveal={reveal}
    />
  );
}
