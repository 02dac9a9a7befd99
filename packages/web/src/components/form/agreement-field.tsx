import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useField } from 'formik';
import { useId } from 'react';

/**
 * A checkbox the person must tick to go on (terms, agreements): its message shows under it once the
 * form was submitted without it, and is announced with the checkbox.
 */
export function AgreementField({ name, label }: { name: string; label: string }) {
  const [field, meta] = useField<boolean>({ name, type: 'checkbox' });
  const messageId = useId();
  const showError = Boolean(meta.touched && meta.error);
  return (
    <FormControl error={showError}>
      <FormControlLabel
        control={
          <Checkbox
            name={name}
            checked={Boolean(field.checked)}
            onChange={field.onChange}
            onBlur={field.onBlur}
            slotProps={{ input: { 'aria-describedby': showError ? messageId : undefined, 'aria-invalid': showError } }}
          />
        }
        label={label}
      />
      {showError && <FormHelperText id={messageId}>{meta.error}</FormHelperText>}
    </FormControl>
  );
}
