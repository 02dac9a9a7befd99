import InputAdornment from '@mui/material/InputAdornment';
import MuiTextField from '@mui/material/TextField';
import { useFormField } from '@/components/form/use-form-field';

interface PercentFieldProps {
  name: string;
  label: string;
  hint?: string;
  min: number;
  max: number;
}

/** A whole percentage; the form value is a number, or null while empty. */
export function PercentField({ name, label, hint, min, max }: PercentFieldProps) {
  const { field, setValue, touch, textFieldProps } = useFormField<number | null | undefined>(name);
  return (
    <MuiTextField
      {...textFieldProps(hint)}
      label={label}
      type="number"
      required
      value={field.value ?? ''}
      onChange={(event) => setValue(event.target.value === '' ? null : Number(event.target.value))}
      onBlur={() => touch()}
      slotProps={{
        inputLabel: { required: false },
        htmlInput: { min, max, step: 1 },
        input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
      }}
    />
  );
}
