import MuiTextField, { type TextFieldProps as MuiTextFieldProps } from '@mui/material/TextField';
import { useFormField } from './use-form-field';

export type TextFieldProps = Omit<MuiTextFieldProps, 'name' | 'value' | 'error'> & { name: string; label: string };

/**
 * A Formik-bound text field; its message shows once the field was touched (or on submit). `required`
 * marks the input for assistive technology; the label stays the spec's exact text (no asterisk).
 */
export function TextField({ name, helperText, id, slotProps, ...props }: TextFieldProps) {
  const { field, textFieldProps } = useFormField<string>(name);
  const shared = textFieldProps(helperText);
  return (
    <MuiTextField
      {...field}
      {...props}
      {...shared}
      id={id ?? shared.id}
      value={field.value ?? ''}
      slotProps={{ ...slotProps, inputLabel: { required: false } }}
    />
  );
}
