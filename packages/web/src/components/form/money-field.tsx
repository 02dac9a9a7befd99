import MuiTextField from '@mui/material/TextField';
import { useField } from 'formik';
import { NumericFormat } from 'react-number-format';

interface MoneyFieldProps {
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  /** Shown but not typed into, e.g. a value that follows another field. */
  readOnly?: boolean;
  /** Shows an amount of 0 as an empty box to type in (the value stays 0 until something is typed). */
  blankWhenZero?: boolean;
}

/**
 * Money typed as R$ 1.234,56 (spec 000 §5: dot for thousands, comma decimals, 2 places, no
 * negatives). The form value is integer centavos, or null while empty.
 */
export function MoneyField({ name, label, required, disabled, readOnly, blankWhenZero }: MoneyFieldProps) {
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
      value={field.value === null || field.value === undefined || (blankWhenZero && field.value === 0) ? '' : field.value / 100}
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
      slotProps={{ inputLabel: { required: false }, htmlInput: { readOnly } }}
    />
  );
}
