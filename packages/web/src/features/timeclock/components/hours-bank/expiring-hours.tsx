import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { brazilianDate } from '@colabora/core/ground/calendar-day';
import { BANK_COLUMN, BANK_MSG } from '@colabora/core/timeclock/bank-messages';
import { formatMinutes } from '@colabora/core/timeclock/hhmm';
import { useId } from 'react';
import { RetryAlert } from '@/components/retry-alert';
import { useSessionUser } from '@/lib/use-session';
import { useExpiringHours } from '../../api/list-expiring-hours';

/**
 * 'Horas a vencer nos próximos 30 dias' (issue 22 §4): per person, the banked hours whose term under the company's
 * regime (CLT art. 59 §§2, 5, 6) ends within 30 days, and the first of those days, so HR can schedule the
 * compensation before the expiry job makes them payable as overtime.
 */
export function ExpiringHours() {
  const companyId = useSessionUser().company._id;
  const expiring = useExpiringHours(companyId);
  const titleId = useId();
  const hintId = useId();

  function body() {
    if (expiring.isPending) return <Typography color="text.secondary">Carregando…</Typography>;
    if (expiring.isError) {
      return <RetryAlert message={BANK_MSG.expiringFailed} retrying={expiring.isFetching} onRetry={() => void expiring.refetch()} />;
    }
    if (expiring.data.length === 0) return <Typography color="text.secondary">{BANK_MSG.expiringEmpty}</Typography>;
    return (
      <Table size="small" aria-labelledby={titleId} aria-describedby={hintId}>
        <TableHead>
          <TableRow>
            <TableCell>{BANK_COLUMN.fullName}</TableCell>
            <TableCell align="right">{BANK_MSG.expiringMinutes}</TableCell>
            <TableCell align="right">{BANK_MSG.firstExpiresOn}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {expiring.data.map((row) => (
            <TableRow key={row._id}>
              <TableCell>{row.fullName}</TableCell>
              <TableCell align="right">{formatMinutes(row.minutes)}</TableCell>
              <TableCell align="right">{brazilianDate(row.firstExpiresOn)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} aria-busy={expiring.isPending} sx={{ p: 2, mb: 3 }}>
      <Typography id={titleId} variant="subtitle1" component="h2" fontWeight={600}>
        {BANK_MSG.expiringTitle}
      </Typography>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {BANK_MSG.expiringHint}
      </Typography>
      {body()}
    </Paper>
  );
}
