import MuiTextField from '@mui/material/TextField';
import { useField } from 'formik';
import { NumberFormatBase } from 'react-number-format';

const MAX_DIGITS = 11;

/** (11) 3456-7890 for ten digits, (11) 98765-4321 for eleven: at most 15 characters (spec 000 §5). */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, MAX_DIGITS);
  if (digits.length === 0) return '';
  if (digits.length <= 2) return `(${digits}`;
  const split = digits.length === MAX_DIGITS ? 7 : 6;
  const head = `(${digits.slice(0, 2)}) ${digits.slice(2, split)}`;
  return digits.length > split ? `${head}-${digits.slice(split)}` : head;
}

interface PhoneFieldProps {
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
}

/** A Formik-bound phone typed with the mask; the form value is what is shown, the schema keeps the digits. */
export function PhoneField({ name, label, required, disabled }: PhoneFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const showError = Boolean(meta.touched && meta.error);
  return (
    <NumberFormatBase
      customInput={MuiTextField}
      id={`field-${name}`}
      name={name}
      label={label}
      required={required}
      disabled={disabled}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      value={field.value ?? ''}
      valueIsNumericString={false}
      format={formatPhone}
      removeFormatting={(value) => value.replace(/\D/g, '').slice(0, MAX_DIGITS)}
      onValueChange={(values, source) => {
        if (source.source === 'prop') return;
        void helpers.setValue(values.formattedValue);
      }}
      onBlur={() => void helpers.setTouched(true)}
      error={showError}
      helperText={showError ? meta.error : undefined}
      slotProps={{ inputLabel: { required: false } }}
    />
  );
}
