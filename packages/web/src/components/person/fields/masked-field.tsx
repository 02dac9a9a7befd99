import MuiTextField from '@mui/material/TextField';
import { useField } from 'formik';
import { NumberFormatBase } from 'react-number-format';
import { applyMask } from '@/lib/masks';

interface MaskedFieldProps {
  name: string;
  label: string;
  mask: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** The form keeps what is shown ('08:00'), for a schema that checks the shown text; otherwise the digits. */
  keepShown?: boolean;
  /** Runs with the digits after the form value changed (the CEP lookup). */
  onChange?: (digits: string) => void;
}

/** A Formik-bound number typed with its mask; the form keeps the digits (what the API stores) unless told otherwise. */
export function MaskedField({ name, label, mask, required, disabled, placeholder, keepShown, onChange }: MaskedFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const showError = Boolean(meta.touched && meta.error);
  const maxDigits = mask.split('#').length - 1;
  return (
    <NumberFormatBase
      customInput={MuiTextField}
      id={`field-${name}`}
      name={name}
      label={label}
      required={required}
      disabled={disabled}
      placeholder={placeholder}
      inputMode="numeric"
      autoComplete="off"
      value={field.value ?? ''}
      valueIsNumericString={false}
      format={(value) => applyMask(mask, value)}
      removeFormatting={(value) => value.replace(/\D/g, '').slice(0, maxDigits)}
      onValueChange={(values, source) => {
        if (source.source === 'prop') return;
        void helpers.setValue(keepShown ? values.formattedValue : values.value);
        onChange?.(values.value);
      }}
      onBlur={() => void helpers.setTouched(true)}
      error={showError}
      helperText={showError ? meta.error : undefined}
      slotProps={{ inputLabel: { required: false } }}
    />
  );
}
