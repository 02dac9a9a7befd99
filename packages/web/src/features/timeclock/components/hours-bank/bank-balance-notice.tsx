import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { negativeBankWarning } from '@colabora/core/timeclock/bank-balance';
import { BANK_MSG } from '@colabora/core/timeclock/bank-messages';
import type { BankFormValues } from '@colabora/core/timeclock/bank-schema';
import { formatMinutes } from '@colabora/core/timeclock/hhmm';
import { compensatedMinutes } from '@colabora/core/timeclock/request-schema';
import { useFormikContext } from 'formik';
import { AgreementField } from '@/components/form/agreement-field';

/**
 * The person's bank before HR pays or compensates (issue 20 §4): the balance, and, when the hours typed would
 * leave it negative, the warning and the box HR ticks to go on (the server asks for it too).
 */
export function BankBalanceNotice({ balance }: { balance: number }) {
  const { values } = useFormikContext<BankFormValues>();
  const minutes = values.type ? compensatedMinutes(values.hours) : null;
  const warning = minutes === null ? null : negativeBankWarning(balance, minutes);
  return (
    <>
      <Typography variant="body2">
        {BANK_MSG.balance}:{' '}
        <Typography component="strong" variant="body2" fontWeight={700} color={balance < 0 ? 'error' : undefined}>
          {formatMinutes(balance)}
        </Typography>
      </Typography>
      {warning && (
        <Alert severity="warning">
          {warning}
          <AgreementField name="allowNegative" label={BANK_MSG.allowNegative} />
        </Alert>
      )}
    </>
  );
}
