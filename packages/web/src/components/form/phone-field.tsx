import MuiTextField from '@mui/material/TextField';
import { NumberFormatBase } from 'react-number-format';
import { formatPhone, PHONE_DIGITS } from '@/lib/masks';
import { useFormField } from './use-form-field';

interface PhoneFieldProps {
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
}

/** A Formik-bound phone typed with the mask; the form value is what is shown, the schema keeps the digits. */
export function PhoneField({ name, label, required, disabled }: PhoneFieldProps) {
  const { field, setValue, touch, textFieldProps } = useFormField<string>(name);
  return (
    <NumberFormatBase
      customInput={MuiTextField}
      {...textFieldProps()}
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
        setValue(values.formattedValue);
      }}
      onBlur={() => touch()}
      slotProps={{ inputLabel: { required: false } }}
    />
  );
}
