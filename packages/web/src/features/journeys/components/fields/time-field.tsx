import { MaskedField } from '@/domain/people/components/fields/masked-field';

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
  return <MaskedField name={name} label={label} mask="##:##" placeholder="HH:MM" keepShown required={required} />;
}
