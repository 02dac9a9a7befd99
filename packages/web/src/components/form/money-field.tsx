import MuiTextField from '@mui/material/TextField';
import { useState } from 'react';
import { formatCentavos, MONEY_MSG, parseReais } from '@colabora/core/money';
import { useFormField } from './use-form-field';

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

/** What the box shows when it is not being typed in: R$ 1.234,56 (spec 000 §5). */
function shownAmount(centavos: number | null, blankWhenZero: boolean): string {
  if (centavos === null || (blankWhenZero && centavos === 0)) return '';
  return formatCentavos(centavos);
}

/** The same amount as text to edit: 1.234,56, without the R$ (typing never needs it). */
function editableAmount(centavos: number | null, blankWhenZero: boolean): string {
  return shownAmount(centavos, blankWhenZero).replace(/^R\$\s*/, '');
}

/**
 * Every amount of money people type in the product (salaries, allowances, base salaries). The form value
 * is integer centavos, null while the box is empty.
 *
 * What is typed is read as reais, as Brazilians write them (`parseReais`): the thousands dot is optional and
 * the comma starts the centavos, so '1.500,00', '1500' and '1500,' are all R$ 1.500,00 and '0,50' is R$ 0,50.
 * Digits without a comma are whole reais, never centavos: '22000' is R$ 22.000,00. Reading the last two
 * digits as centavos instead (as cash-register boxes do) would give the same keys a second meaning, R$ 220,00.
 * So there is one reading, and the box says which: while typing, the helper text reads
 * 'Valor entendido: R$ 22.000,00'; once left, the box itself shows R$ 22.000,00. Text with two readings
 * ('1.50', '1,234') stays as typed and says 'Valor invalido'; the form value is then NaN, which every money
 * schema refuses, so it is never sent.
 */
export function MoneyField({ name, label, required, disabled, readOnly, blankWhenZero = false }: MoneyFieldProps) {
  const { field, touched, error, id, setValue, touch } = useFormField<number | null>(name);
  const [focused, setFocused] = useState(false);
  // The text as typed: shown while the box has focus, and after it while the text is not money.
  const [typed, setTyped] = useState('');
  const amount = field.value ?? null;
  const notMoney = amount !== null && Number.isNaN(amount);
  const editing = !readOnly && (focused || notMoney);

  // Text on its way to an amount ('1.5' of '1.500') is not flagged until the box is left.
  const problem = notMoney ? (focused ? undefined : MONEY_MSG.invalid) : error;
  const showError = Boolean(touched && problem);
  const understood = editing && amount !== null && !notMoney ? MONEY_MSG.understood(amount) : undefined;

  return (
    <MuiTextField
      id={id}
      name={name}
      label={label}
      required={required}
      disabled={disabled}
      value={editing ? typed : shownAmount(amount, blankWhenZero)}
      onFocus={() => {
        if (!notMoney) setTyped(editableAmount(amount, blankWhenZero));
        setFocused(true);
      }}
      onChange={(event) => {
        // Only digits, the thousands dot and the decimal comma: no sign, letters or a pasted 'R$ '.
        const text = event.target.value.replace(/[^\d.,]/g, '');
        setTyped(text);
        const next = text === '' ? null : (parseReais(text) ?? Number.NaN);
        // Keys that leave the amount as it was ('1.500' → '1.500,0') spare the whole form a validation.
        if (!Object.is(next, amount)) setValue(next);
      }}
      onBlur={() => {
        setFocused(false);
        touch();
      }}
      autoComplete="off"
      error={showError}
      helperText={showError ? problem : understood}
      slotProps={{ inputLabel: { required: false }, htmlInput: { readOnly, inputMode: 'decimal' } }}
    />
  );
}
