import type { ChangeEvent, HTMLAttributes, ReactNode, Ref } from 'react';

/** The show/hide button of a revealable password (FormField keeps the state). */
export interface PasswordReveal {
  /** The password shows as text now. */
  shown: boolean;
  /** The button's name, e.g. 'Show password'. */
  label: string;
  onToggle(): void;
}

/** One item of a list of checkboxes or radio buttons: the value the form keeps when it is checked, and its label. */
export interface FieldOption {
  value: string;
  label: string;
}

/**
 * What FormField hands the input that draws it: the plain kit's PlainField, PlainCheckbox,
 * PlainCheckboxListField, PlainRadioListField or PlainFileField, MUI's OutlinedField or CheckboxField
 * where MUI still draws a form (or a screen's own, as the area code's DigitBoxes). The binding to the form (value, change, blur, the messages
 * that describe it) is FormField's, once; the look is the input's.
 */
export interface FieldInputProps {
  name: string;
  label: string;
  /**
   * 'checkboxes': a list of checkboxes, one value per checked item; 'radios': a list of radio
   * buttons, the chosen item's value; 'file': one chosen file; 'digits': single-digit boxes.
   */
  type: 'text' | 'email' | 'password' | 'checkbox' | 'checkboxes' | 'radios' | 'file' | 'digits';
  /** A text field's value, or the chosen radio button's ('' when none; undefined for the other kinds). */
  value?: string;
  /** A checkbox's state (undefined for the other kinds). */
  checked?: boolean;
  /** A list of checkboxes or radio buttons: its items; the values of the checked checkboxes (each one's `value` is its item's). */
  options?: readonly FieldOption[];
  chosen?: readonly string[];
  /** A file input: the file chosen (null when none), and the kinds of file offered (the input's `accept`). */
  file?: File | null;
  accept?: string;
  /** A file input: the icon of the button that opens the file dialog. */
  icon?: ReactNode;
  /** Digit boxes: one entry per box, a digit or ''; the boxes hand over the whole row at each change. */
  digits?: readonly string[];
  onDigitsChange?(digits: string[]): void;
  /** A checkbox of a list fires with its own `value` and `checked`, a radio button with its `value`, a file input with its `files`. */
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  onBlur(): void;
  inputRef: Ref<HTMLInputElement>;
  /** Marks the input invalid (aria-invalid). */
  error: boolean;
  /** The field's own message, shown under it and announced; it describes the input. */
  helperText?: string;
  /**
   * The helper text is one of several rule messages shown at once: shown and describing the input,
   * not announced as an alert (the form's message is the one announced; focus reads the rest).
   */
  helperQuiet?: boolean;
  /** Another element that describes the input (the form's one message). */
  'aria-describedby'?: string;
  /** A password the customer may show as text: the input draws the show/hide button in its kit. */
  reveal?: PasswordReveal;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  size?: 'small' | 'medium';
  readOnly?: boolean;
  autoFocus?: boolean;
  disabled?: boolean;
}
