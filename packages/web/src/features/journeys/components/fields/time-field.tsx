import MuiTextField from '@mui/material/TextField';
import { useField } from 'formik';
import { NumberFormatBase } from 'react-number-format';
import { applyMask } from '@/lib/masks';

const CLOCK_MASK = '##:##';
const CLOCK_DIGITS = 4;

interface TimeFieldProps {
  name: string;
  label: string;
  required?: boolean;
}

/**
 * A clock time typed as HH:mm (24 h), digits only: '0800' reads 08:00. The form value is what is shown, so
 * a time typed halfway ('08:3') or impossible ('25:00') gets the schema's 'Horário Invalido'.
 */
export function TimeField({ name, label, required }: TimeFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const showError = Boolean(meta.touched && meta.error);
  return (
    <NumberFormatBase
      customInput={MuiTextField}
      id={`field-${name}`}
      name={name}
      label={label}
      required={required}
      placeholder="HH:MM"
      inputMode="numeric"
      autoComplete="off"
      value={field.value ?? ''}
      valueIsNumericString={false}
      format={(value) => applyMask(CLOCK_MASK, value)}
      removeFormatting={(value) => value.replace(/\D/g, '').slice(0, CLOCK_DIGITS)}
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
