import MuiTextField from '@mui/material/TextField';
import { useField } from 'formik';
import { NumericFormat } from 'react-number-format';

interface MoneyFieldProps {
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * Money typed as R$ 1.234,56 (spec 000 §5: dot for thousands, comma decimals, 2 places, no
 * negatives). The form value is integer centavos, or null while empty.
 */
export function MoneyField({ name, label, required, disabled }: MoneyFieldProps) {
  const [field, meta, helpers] = useField<number | null>(name);
  const showError = Boolean(meta.touched && meta.error);
  return (
    <NumericFormat
      customInput={MuiTextField}
      id={`field-${name}`}
      name={name}
      label={label}
      required={required}
      disabled={disabled}
      value={field.value === null || field.value === undefined ? '' : field.value / 100}
      onValueChange={(values, source) => {
        if (source.source === 'prop') return;
        void helpers.setValue(values.floatValue === undefined ? null : Math.round(values.floatValue * 100));
      }}
      onBlur={() => void helpers.setTouched(true)}
      prefix="R$ "
      thousandSeparator="."
      decimalSeparator=","
      decimalScale={2}
      fixedDecimalScale
      allowNegative={false}
      inputMode="decimal"
      error={showError}
      helperText={showError ? meta.error : undefined}
      slotProps={{ inputLabel: { required: false } }}
    />
  );
}
