import MuiTextField from '@mui/material/TextField';
import { useField } from 'formik';
import { NumberFormatBase } from 'react-number-format';
import { formatPhone, PHONE_DIGITS } from '@/lib/masks';

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
      removeFormatting={(value) => value.replace(/\D/g, '').slice(0, PHONE_DIGITS)}
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
