import MenuItem from '@mui/material/MenuItem';
import MuiTextField from '@mui/material/TextField';
import { useFormField } from '@/components/form/use-form-field';

/** '30 min' (spec 002 §3 'Option lists' are in minutes). */
export const minutesLabel = (minutes: number) => `${minutes} min`;

interface MinutesFieldProps {
  name: string;
  label: string;
  options: readonly number[];
  required?: boolean;
  disabled?: boolean;
}

/** A Formik-bound choice of minutes (tolerances, breaks, extra hours); the form value is a number, null while none. */
export function MinutesField({ name, label, options, required, disabled }: MinutesFieldProps) {
  const { field, setValue, touch, textFieldProps } = useFormField<number | null>(name);
  const value = field.value !== null && options.includes(field.value) ? String(field.value) : '';
  return (
    <MuiTextField
      select
      {...textFieldProps()}
      label={label}
      required={required}
      disabled={disabled}
      value={value}
      onChange={(event) => setValue(Number(event.target.value))}
      onBlur={() => touch()}
      slotProps={{ inputLabel: { required: false } }}
    >
      {options.map((minutes) => (
        <MenuItem key={minutes} value={String(minutes)}>
          {minutesLabel(minutes)}
        </MenuItem>
      ))}
    </MuiTextField>
  );
}
