import type { ChangeEvent, HTMLAttributes, Ref } from 'react';

/** The show/hide button of a revealable password (FormField keeps the state). */
export interface PasswordReveal {
  /** The password shows as text now. */
  shown: boolean;
  /** The button's name, e.g. 'Show password'. */
  label: string;
  onToggle(): void;
}

/**
 * What FormField hands the input that draws it: the plain kit's PlainField on the screens painted
 * first, MUI's OutlinedField or CheckboxField on MUI screens. The binding to the form (value,
 * change, blur, the messages that describe it) is FormField's, once; the look is the input's.
 */
export interface FieldInputProps {
  name: string;
  label: string;
  type: 'text' | 'email' | 'password' | 'checkbox';
  /** A text field's value (undefined for a checkbox). */
  value?: string;
  /** A checkbox's state (undefined for a text field). */
  checked?: boolean;
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
