import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useFormField } from './use-form-field';

interface CheckboxFieldProps {
  name: string;
  label: string;
  disabled?: boolean;
  /** A note read with the box (e.g. the law behind a checkup condition, or why the box is disabled). */
  hint?: string;
}

export function CheckboxField({ name, label, disabled, hint }: CheckboxFieldProps) {
  const { field, describedById: hintId } = useFormField<boolean>(name, 'checkbox');
  const box = (
    <FormControlLabel
      disabled={disabled}
      control={
        <Checkbox
          name={name}
          checked={Boolean(field.checked)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          slotProps={hint ? { input: { 'aria-describedby': hintId } } : undefined}
        />
      }
      label={label}
    />
  );
  if (!hint) return box;
  return (
    <div>
      {box}
      <FormHelperText id={hintId} sx={{ mt: -0.5, ml: 4 }}>
        {hint}
      </FormHelperText>
    </div>
  );
}
