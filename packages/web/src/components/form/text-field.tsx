import MuiTextField, { type TextFieldProps as MuiTextFieldProps } from '@mui/material/TextField';
import { useField } from 'formik';

export type TextFieldProps = Omit<MuiTextFieldProps, 'name' | 'value' | 'error'> & { name: string; label: string };

/**
 * A Formik-bound text field; its message shows once the field was touched (or on submit). `required`
 * marks the input for assistive technology; the label stays the spec's exact text (no asterisk).
 */
export function TextField({ name, helperText, id, slotProps, ...props }: TextFieldProps) {
  const [field, meta] = useField<string>(name);
  const showError = Boolean(meta.touched && meta.error);
  return (
    <MuiTextField
      {...field}
      {...props}
      id={id ?? `field-${name}`}
      value={field.value ?? ''}
      error={showError}
      helperText={showError ? meta.error : helperText}
      slotProps={{ ...slotProps, inputLabel: { required: false } }}
    />
  );
}
