import { useField } from 'formik';
import { useId, type ReactNode } from 'react';

/**
 * The Formik wiring every field component shares: the value, its message once the field was touched (or on
 * submit), the input's id (`field-<name>`, which tests and labels point to), the id of an element read with the
 * control (its group label, hint or message) and leaving the field as touching it.
 */
export function useFormField<Value>(name: string, type?: 'checkbox') {
  const [field, meta, helpers] = useField<Value>(type ? { name, type } : name);
  const describedById = useId();
  const showError = Boolean(meta.touched && meta.error);
  return {
    field,
    touched: meta.touched,
    showError,
    id: `field-${name}`,
    describedById,
    /** The message while it shows, else `hint`. */
    helperText: (hint?: ReactNode) => (showError ? meta.error : hint),
    setValue: (value: Value, validate?: boolean) => void helpers.setValue(value, validate),
    touch: (validate?: boolean) => void helpers.setTouched(true, validate),
    /** The error, id, name and message of an MUI text field; its label is the spec's exact text (no asterisk). */
    textFieldProps: (hint?: ReactNode) => ({
      id: `field-${name}`,
      name,
      error: showError,
      helperText: showError ? meta.error : hint,
    }),
    error: meta.error,
  };
}
