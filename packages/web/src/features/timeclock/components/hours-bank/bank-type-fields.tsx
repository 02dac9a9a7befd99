import { addCalendarDays } from '@colabora/core/ground/calendar-day';
import { BANK_MSG } from '@colabora/core/timeclock/bank-messages';
import type { BankFormValues } from '@colabora/core/timeclock/bank-schema';
import { useFormikContext } from 'formik';
import { DateField } from '@/components/form/date-field';
import { MoneyField } from '@/components/form/money-field';
import { MaskedField } from '@/domain/people/components/fields/masked-field';

/** Hours typed HH:MM, digits only ('0130' reads 01:30); the form keeps what is shown for the schema's checks. */
function HoursField({ label }: { label: string }) {
  return <MaskedField name="hours" label={label} mask="##:##" placeholder="HH:MM" keepShown required />;
}

/**
 * The fields of the chosen type (002 §4.4): to compensate, the day off (from tomorrow: earlier days cannot be
 * picked) and the hours; to pay, the payment day, the hours and the amount (R$ 1.234,56). Nothing before a type.
 */
export function BankTypeFields({ today }: { today: string }) {
  const { values } = useFormikContext<BankFormValues>();
  if (values.type === 'COMPENSATION_PAYMENT') {
    return (
      <>
        <DateField name="compensationDate" label={BANK_MSG.compensationDate} minDate={addCalendarDays(today, 1)} required />
        <HoursField label={BANK_MSG.hoursToCompensate} />
      </>
    );
  }
  if (values.type === 'MONEY_PAYMENT') {
    return (
      <>
        <DateField name="paymentDate" label={BANK_MSG.paymentDate} required />
        <HoursField label={BANK_MSG.hoursToPay} />
        <MoneyField name="paidValue" label={BANK_MSG.paidValue} required />
      </>
    );
  }
  return null;
}
