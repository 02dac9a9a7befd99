import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useField } from 'formik';

export function CheckboxField({ name, label }: { name: string; label: string }) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  return (
    <FormControlLabel
      control={<Checkbox name={name} checked={Boolean(field.checked)} onChange={field.onChange} onBlur={field.onBlur} />}
      label={label}
    />
  );
}
