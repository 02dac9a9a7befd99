import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * Formik's enableReinitialize without its one danger: the values a form starts from may change while it is open (a
 * save answered, the record read again in the background, another HR user's save), and Formik would then put them
 * over whatever the person was typing. Here an untouched form takes them; a form being edited keeps what was typed,
 * unless the new values are what it shows (its own save answered), which it then takes as its start.
 */
export function KeepEdits<Values>({ initialValues }: { initialValues: Values }) {
  const { values, dirty, resetForm } = useFormikContext<Values>();
  const taken = useRef(JSON.stringify(initialValues));
  useEffect(() => {
    const next = JSON.stringify(initialValues);
    if (next === taken.current || (dirty && JSON.stringify(values) !== next)) return;
    taken.current = next;
    resetForm({ values: initialValues });
  }, [initialValues, values, dirty, resetForm]);
  return null;
}
