import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { useState } from 'react';
import { dateToDay, dayToDate } from '@/lib/calendar-day';
import { useFormField } from './use-form-field';

/** The form value of a typed date that is not a real day: fails the schemas' 'yyyy-MM-dd' check. */
export const INCOMPLETE_DATE = 'data-incompleta';

interface DateFieldProps {
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  /** 'yyyy-MM-dd': days before it cannot be picked. */
  minDate?: string;
  /** 'yyyy-MM-dd': days after it cannot be picked. */
  maxDate?: string;
}

/**
 * A Formik-bound date typed or picked as dd/MM/yyyy (pt-BR, from DatePickersProvider). The form value
 * is 'yyyy-MM-dd', '' while empty, or INCOMPLETE_DATE while what is typed is not a day, so the schema
 * gives its own messages ('Data inválida', 'Formato de data inválido').
 */
export function DateField({ name, label, required, disabled, minDate, maxDate }: DateFieldProps) {
  const { field, setValue, touch, textFieldProps } = useFormField<string>(name);
  // What the picker last reported, so a half-typed date stays on screen while the form holds
  // INCOMPLETE_DATE; a value set from outside (reset, another field) is shown as it is.
  const [draft, setDraft] = useState<{ value: string; date: Date | null }>({ value: '', date: null });
  const date = draft.value === field.value ? draft.date : dayToDate(field.value);

  function change(next: Date | null) {
    const value = next === null ? '' : Number.isNaN(next.getTime()) ? INCOMPLETE_DATE : dateToDay(next);
    setDraft({ value, date: next });
    setValue(value);
  }

  // The picker keeps a half-typed date to itself ('15/03/AAAA' while its value stays empty): on leaving
  // the field, the form learns whether something was typed, so it says 'Formato de data inválido'.
  function leave(shown: string) {
    const typed = /\d/.test(shown);
    const settled = typed && field.value === '' ? INCOMPLETE_DATE : !typed && field.value === INCOMPLETE_DATE ? '' : null;
    if (settled === null) {
      touch();
      return;
    }
    setDraft({ value: settled, date: null });
    // Touched first without validating: validation then runs once, on the settled value.
    touch(false);
    setValue(settled);
  }

  return (
    <DesktopDatePicker
      label={label}
      value={date}
      onChange={change}
      onAccept={() => touch(false)}
      disabled={disabled}
      minDate={dayToDate(minDate) ?? undefined}
      maxDate={dayToDate(maxDate) ?? undefined}
      format="dd/MM/yyyy"
      enableAccessibleFieldDOMStructure={false}
      slotProps={{
        textField: {
          ...textFieldProps(),
          required,
          slotProps: { inputLabel: { required: false } },
        },
        field: { onBlur: (event) => leave(event.target instanceof HTMLInputElement ? event.target.value : '') },
        openPickerButton: { 'aria-label': `Escolher ${label.toLowerCase()}` },
      }}
    />
  );
}
