import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { VACATION_VIEW_MSG as MSG } from '@colabora/core/vacation/messages';
import type { DeadlineAlert, PersonVacation, VacationPeriodView } from '@colabora/core/vacation/schedule';
import { RetryAlert } from '@/components/retry-alert';
import { formatDate } from '@/lib/format-date';
import { usePersonVacation } from '../api/list-vacations';

const day = (value: string | null) => formatDate(value) ?? '—';

/** The art. 137 alert of a period, or nothing when it is on time. */
export function DeadlineChip({ alert }: { alert: DeadlineAlert | null }) {
  if (!alert) return null;
  return <Chip size="small" color={alert === 'overdue' ? 'error' : 'warning'} label={MSG.alert[alert]} />;
}

function Line({ label, value }: { label: string; value: string | number }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, textAlign: 'right' }}>
        {value}
      </Typography>
    </Box>
  );
}

function PeriodCard({ period }: { period: VacationPeriodView }) {
  const title = MSG.period(day(period.start), day(period.end));
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography component="h3" variant="subtitle2">
          {title}
          {!period.acquired && ` (${MSG.running})`}
        </Typography>
        <DeadlineChip alert={period.alert} />
      </Stack>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
        <Line label={MSG.daysDue} value={period.daysDue} />
        {period.absences > 0 && <Line label={MSG.absences} value={period.absences} />}
        <Line label={MSG.taken} value={period.takenDays} />
        <Line label={MSG.scheduled} value={period.scheduledDays} />
        {period.soldDays > 0 && <Line label={MSG.sold} value={period.soldDays} />}
        <Line label={MSG.balance} value={period.balanceDays} />
        <Line label={MSG.concessionEnd} value={day(period.concessionEnd)} />
        {period.latestStart && <Line label={MSG.latestStart} value={day(period.latestStart)} />}
        {period.noticeBy && <Line label={MSG.noticeBy} value={day(period.noticeBy)} />}
      </Box>
    </Paper>
  );
}

/** A person's periods, newest first, and the vacations scheduled with the dates that must be kept. */
export function VacationPeriods({ vacation }: { vacation: PersonVacation }) {
  if (vacation.periods.length === 0) return <Typography color="text.secondary">{MSG.empty}</Typography>;
  return (
    <Stack spacing={2}>
      {vacation.upcoming.length > 0 && (
        <Paper variant="outlined" component="section" aria-label={MSG.upcomingTitle} sx={{ p: 2 }}>
          <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
            {MSG.upcomingTitle}
          </Typography>
          <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2 }}>
            {vacation.upcoming.map((each) => (
              <li key={each.first}>
                <Typography variant="body2">
                  {MSG.upcoming(day(each.first), each.days)}
                  {each.soldDays > 0 && `, ${MSG.upcomingSold(each.soldDays)}`}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {MSG.upcomingNotice(day(each.noticeBy))}; {MSG.upcomingPay(day(each.payBy))}
                </Typography>
              </li>
            ))}
          </Stack>
        </Paper>
      )}
      {vacation.periods.toReversed().map((period) => (
        <PeriodCard key={period.start} period={period} />
      ))}
    </Stack>
  );
}

/** The FÉRIAS tab of the detail and of MEUS DADOS: loading, failure with a retry, empty, or the periods. */
export function PersonVacationPanel({ companyId, userId }: { companyId: string; userId: string }) {
  const query = usePersonVacation(companyId, userId);
  if (query.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress aria-label={MSG.loading} />
      </Box>
    );
  }
  if (query.isError) return <RetryAlert message={MSG.fetchFailed} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  return query.data ? <VacationPeriods vacation={query.data.vacation} /> : <Typography color="text.secondary">{MSG.empty}</Typography>;
}
