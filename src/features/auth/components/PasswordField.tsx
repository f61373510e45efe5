import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { OutlinedField } from '../../../components/forms/OutlinedField';

interface PasswordFieldProps<T extends FieldValues> {
  name: Path<T>;
  control: Control<T>;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  describedBy?: string;
}

/** A password input with a show/hide toggle (SPEC §2 Login). */
export function PasswordField<T extends FieldValues>({ name, control, label, autoComplete, describedBy }: PasswordFieldProps<T>) {
  const { field } = useController({ name, control });
  const [visible, setVisible] = useState(false);
  return (
    <OutlinedField
      label={label}
      type={visible ? 'text' : 'password'}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      name={field.name}
      inputProps={{ autoComplete, ...(describedBy ? { 'aria-describedby': describedBy } : {}) }}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            onClick={() => setVisible((v) => !v)}
            edge="end"
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
