import { MuiIcon } from '../icons/MuiIcon';
import { visibilityPath } from '../icons/paths/visibility';
import { visibilityOffPath } from '../icons/paths/visibilityOff';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import type { HTMLAttributes } from 'react';
import type { PasswordReveal } from './fieldInput';
import { useFieldIds } from './useFieldIds';

export interface OutlinedFieldProps extends Omit<OutlinedInputProps, 'id' | 'label' | 'sx' | 'fullWidth' | 'inputMode'> {
  /** Left out for inputs named by an aria-label (the digit boxes). */
  label?: string;
  /** Shown under the input and announced as an alert; describes the input. */
  helperText?: string;
  /** Shown and describing the input, but not announced (one of several messages shown at once). */
  helperQuiet?: boolean;
  /** Whether the field takes the whole width of its container (default: yes). */
  fullWidth?: boolean;
  /** Styles of the field as a whole (label, input and helper text). */
  sx?: SxProps<Theme>;
  /** On the input element (MUI would put it on the field's box), as FormField passes it. */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** The show/hide button of a password, at the input's end. */
  reveal?: PasswordReveal;
}

/**
 * What MUI's TextField renders for the outlined variant (label, input and helper text wired by
 * ids), without TextField itself: TextField imports Select, Menu and Popover, which none of our
 * forms use and every page with a form would otherwise download (the JavaScript budgets).
 * MUI screens' FormField draws with it (`input={OutlinedField}`).
 */
export function OutlinedField({
  label,
  helperText,
  helperQuiet = false,
  error,
  size,
  fullWidth = true,
  sx,
  inputProps,
  inputMode,
  reveal,
  'aria-describedby': describedByGiven,
  ...rest
}: OutlinedFieldProps) {
  const { id, helperId, describedBy } = useFieldIds(describedByGiven ?? inputProps?.['aria-describedby'], helperText);
  return (
    <FormControl fullWidth={fullWidth} error={error} size={size} variant="outlined" sx={sx}>
      {label ? <InputLabel htmlFor={id}>{label}</InputLabel> : null}
      <OutlinedInput
        {...rest}
        id={id}
        label={label}
        error={error}
        inputProps={{ inputMode, ...inputProps, 'aria-describedby': describedBy }}
        endAdornment={
          reveal ? (
            <InputAdornment position="end">
              <IconButton aria-label={reveal.label} edge="end" onClick={reveal.onToggle}>
                {reveal.shown ? <MuiIcon path={visibilityOffPath} /> : <MuiIcon path={visibilityPath} />}
              </IconButton>
            </InputAdornment>
          ) : (
            rest.endAdornment
          )
        }
      />
      {helperText ? (
        <FormHelperText id={helperId} role={error && !helperQuiet ? 'alert' : undefined}>
          {helperText}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}
