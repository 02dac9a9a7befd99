import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useFormField } from './use-form-field';

export interface RadioOption<Value> {
  value: Value;
  label: string;
  disabled?: boolean;
}

export const YES_NO: readonly RadioOption<boolean>[] = [
  { value: true, label: 'Sim' },
  { value: false, label: 'Não' },
];

interface RadioFieldProps<Value extends string | boolean> {
  name: string;
  label: string;
  options: readonly RadioOption<Value>[];
  disabled?: boolean;
  /** Shown under the options while there is no error. */
  hint?: string;
  /** Runs after the form value changed, for fields that follow this one. */
  onChange?: (value: Value) => void;
}

/**
 * A Formik-bound question answered by one option (a labelled radio group). The form value is the
 * chosen option's value, null while unanswered.
 */
export function RadioField<Value extends string | boolean>({
  name,
  label,
  options,
  disabled,
  hint,
  onChange,
}: RadioFieldProps<Value>) {
  const { field, showError, describedById: labelId, setValue, touch, helperText: messageOr } = useFormField<Value | null>(name);
  const chosen = options.findIndex((option) => option.value === field.value);
  const helperText = messageOr(hint);
  return (
    <FormControl error={showError} disabled={disabled}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        row
        name={name}
        aria-labelledby={labelId}
        value={chosen === -1 ? '' : String(chosen)}
        onChange={(event) => {
          const option = options[Number(event.target.value)];
          touch(false);
          setValue(option.value);
          onChange?.(option.value);
        }}
      >
        {options.map((option, index) => (
          <FormControlLabel
            key={String(option.value)}
            value={String(index)}
            control={<Radio size="small" />}
            label={option.label}
            disabled={option.disabled}
          />
        ))}
      </RadioGroup>
      {helperText && <FormHelperText>{helperText}</FormHelperText>}
    </FormControl>
  );
}
