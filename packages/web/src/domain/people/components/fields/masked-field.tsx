import MuiTextField from '@mui/material/TextField';
import { NumberFormatBase } from 'react-number-format';
import { useFormField } from '@/components/form/use-form-field';
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
  const { field, setValue, touch, textFieldProps } = useFormField<string>(name);
  const maxDigits = mask.split('#').length - 1;
  return (
    <NumberFormatBase
      customInput={MuiTextField}
      {...textFieldProps()}
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
        setValue(keepShown ? values.formattedValue : values.value);
        onChange?.(values.value);
      }}
      onBlur={() => touch()}
      slotProps={{ inputLabel: { required: false } }}
    />
  );
}
