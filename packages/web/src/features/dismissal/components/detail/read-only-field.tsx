import TextField from '@mui/material/TextField';

interface ReadOnlyFieldProps {
  name: string;
  label: string;
  value: string | null;
  hint?: string;
}

/** A value of the form that is worked out or fixed, not typed: labelled like the fields around it, read-only. */
export function ReadOnlyField({ name, label, value, hint }: ReadOnlyFieldProps) {
  return (
    <TextField id={`field-${name}`} label={label} value={value ?? ''} helperText={hint} slotProps={{ input: { readOnly: true } }} fullWidth />
  );
}
