import MenuItem from '@mui/material/MenuItem';
import MuiTextField from '@mui/material/TextField';
import { useFormField } from './use-form-field';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
  disabled?: boolean;
  /** Shown as the only (disabled) option while there is none to choose, e.g. while loading. */
  emptyText?: string;
  /** Runs after the form value changed, for fields that follow this one. */
  onChange?: (value: string) => void;
  /** Shown under the field while it has no error. */
  hint?: string;
}

/** A Formik-bound select; the form value is the chosen option's value, '' while none. */
export function SelectField({ name, label, options, required, disabled, emptyText, onChange, hint }: SelectFieldProps) {
  const { field, setValue, touch, textFieldProps } = useFormField<string>(name);
  // An option no longer offered (e.g. a removed job role) shows empty rather than an MUI warning.
  const value = options.some((option) => option.value === field.value) ? field.value : '';
  return (
    <MuiTextField
      select
      {...textFieldProps(hint)}
      label={label}
      required={required}
      disabled={disabled}
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        onChange?.(event.target.value);
      }}
      onBlur={() => touch()}
      slotProps={{ inputLabel: { required: false }, select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
    >
      {options.length === 0 ? (
        <MenuItem value="" disabled>
          {emptyText ?? 'Nenhuma opção disponível'}
        </MenuItem>
      ) : (
        options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))
      )}
    </MuiTextField>
  );
}
