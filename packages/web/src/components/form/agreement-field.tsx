import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useFormField } from './use-form-field';

/**
 * A checkbox the person must tick to go on (terms, agreements): its message shows under it once the
 * form was submitted without it, and is announced with the checkbox.
 */
export function AgreementField({ name, label }: { name: string; label: string }) {
  const { field, showError, error, describedById: messageId } = useFormField<boolean>(name, 'checkbox');
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
      {showError && <FormHelperText id={messageId}>{error}</FormHelperText>}
    </FormControl>
  );
}
