import { useField } from 'formik';
import { useId, type ReactNode } from 'react';

/**
 * The Formik wiring every field component shares, written once: the value, its message once the field was touched
 * (or on submit), the input's id (`field-<name>`, which labels and tests point to), an id for what the control is
 * read with (its group label, hint or message), and leaving the field as touching it.
 */
export function useFormField<Value>(name: string, type?: 'checkbox') {
  const [field, meta, helpers] = useField<Value>(type ? { name, type } : name);
  const describedById = useId();
  const showError = Boolean(meta.touched && meta.error);
  const id = `field-${name}`;
  /** The message while it shows, else `hint`. */
  const helperText = (hint?: ReactNode) => (showError ? meta.error : hint);
  return {
    field,
    touched: meta.touched,
    error: meta.error,
    showError,
    id,
    describedById,
    helperText,
    setValue: (value: Value, validate?: boolean) => void helpers.setValue(value, validate),
    touch: (validate?: boolean) => void helpers.setTouched(true, validate),
    /** An MUI text field's id, name, error state and message. */
    textFieldProps: (hint?: ReactNode) => ({ id, name, error: showError, helperText: helperText(hint) }),
  };
}
