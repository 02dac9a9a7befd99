import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { BANK_MSG } from '@colabora/core/timeclock/bank-messages';
import { useId } from 'react';
import { RetryAlert } from '@/components/retry-alert';
import { SignedMinutes } from '@/components/signed-minutes';
import { useHoursBank } from '../../api/get-hours-bank';

/**
 * The employee's hours card (spec 002 §2.2 REGISTROS): their bank, the sum of its ledger, as HH:MM with a minus
 * sign when negative; a spinner while it loads, 'Falha ao buscar banco de horas' with a retry when it fails.
 */
export function HoursCard({ userId }: { userId: string }) {
  const bank = useHoursBank(userId);
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} aria-busy={bank.isPending}>
      <CardContent>
        <Typography id={titleId} variant="subtitle1" component="h2" gutterBottom>
          {BANK_MSG.cardTitle}
        </Typography>
        {bank.isPending ? (
          <CircularProgress size={28} aria-label={`Carregando ${BANK_MSG.cardTitle.toLowerCase()}`} />
        ) : bank.isError ? (
          <RetryAlert message={BANK_MSG.readFailed} retrying={bank.isFetching} onRetry={() => void bank.refetch()} />
        ) : (
          <Typography variant="h4" component="p">
            <SignedMinutes minutes={bank.data} />
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
