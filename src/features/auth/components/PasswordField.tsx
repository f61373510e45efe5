import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

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
    <TextField
      label={label}
      type={visible ? 'text' : 'password'}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      name={field.name}
      fullWidth
      slotProps={{
        htmlInput: { autoComplete, ...(describedBy ? { 'aria-describedby': describedBy } : {}) },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
                onClick={() => setVisible((v) => !v)}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
