import InputAdornment from '@mui/material/InputAdornment';
import MuiTextField from '@mui/material/TextField';
import { useField } from 'formik';

interface PercentFieldProps {
  name: string;
  label: string;
  hint?: string;
  min: number;
  max: number;
}

/** A whole percentage; the form value is a number, or null while empty. */
export function PercentField({ name, label, hint, min, max }: PercentFieldProps) {
  const [field, meta, helpers] = useField<number | null | undefined>(name);
  const showError = Boolean(meta.touched && meta.error);
  return (
    <MuiTextField
      id={`field-${name}`}
      name={name}
      label={label}
      type="number"
      required
      value={field.value ?? ''}
      onChange={(event) => void helpers.setValue(event.target.value === '' ? null : Number(event.target.value))}
      onBlur={() => void helpers.setTouched(true)}
      error={showError}
      helperText={showError ? meta.error : hint}
      slotProps={{
        inputLabel: { required: false },
        htmlInput: { min, max, step: 1 },
        input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
      }}
    />
  );
}
