import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { appPath } from '@colabora/core/navigation/app-routes';
import type { VacationListItem } from '@colabora/core/vacation/api';
import { VACATION_VIEW_MSG as MSG } from '@colabora/core/vacation/messages';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { ScrollRegion } from '@/components/layout/scroll-region';
import { RetryAlert } from '@/components/retry-alert';
import { useCompanyVacations } from '@/domain/vacation/api/list-vacations';
import { DeadlineChip } from '@/domain/vacation/components/vacation-periods';
import { formatDate } from '@/lib/format-date';
import { useSessionUser } from '@/lib/use-session';

const day = (value: string | null) => formatDate(value) ?? '—';

/** The periods HR acts on: days left to grant, or days scheduled; a period all taken is on the person's detail. */
const openPeriods = (item: VacationListItem) => item.vacation.periods.filter((period) => period.balanceDays > 0 || period.scheduledDays > 0);

function VacationTable({ items }: { items: VacationListItem[] }) {
  return (
    <ScrollRegion label={MSG.tableLabel} minWidth={720}>
      <Table size="small" aria-label={MSG.tableLabel}>
        <TableHead>
          <TableRow>
            <TableCell>{MSG.person}</TableCell>
            <TableCell>Período aquisitivo</TableCell>
            <TableCell align="right">Direito</TableCell>
            <TableCell align="right">{MSG.taken}</TableCell>
            <TableCell align="right">{MSG.scheduled}</TableCell>
            <TableCell align="right">{MSG.soldShort}</TableCell>
            <TableCell align="right">{MSG.balance}</TableCell>
            <TableCell>{MSG.nextDeadline}</TableCell>
            <TableCell>Avisar até</TableCell>
            <TableCell>Situação</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.flatMap((item) =>
            openPeriods(item).map((period, index) => (
              <TableRow key={`${item._id}-${period.start}`}>
                <TableCell>
                  {index === 0 ? (
                    <Link component={RouterLink} to={appPath('activeDetail', { userId: item._id })} underline="hover" color="inherit">
                      {item.fullName}
                    </Link>
                  ) : null}
                </TableCell>
                <TableCell>{`${day(period.start)} a ${day(period.end)}`}</TableCell>
                <TableCell align="right">{period.daysDue}</TableCell>
                <TableCell align="right">{period.takenDays}</TableCell>
                <TableCell align="right">{period.scheduledDays}</TableCell>
                <TableCell align="right">{period.soldDays}</TableCell>
                <TableCell align="right">{period.balanceDays}</TableCell>
                <TableCell>{day(period.concessionEnd)}</TableCell>
                <TableCell>{day(period.noticeBy)}</TableCell>
                <TableCell>{period.alert ? <DeadlineChip alert={period.alert} /> : MSG.noAlert}</TableCell>
              </TableRow>
            )),
          )}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}

/** /home/vacation (ours, issue 24): every active person's periods, the nearest deadline first (CLT arts. 134–137). */
export function VacationPage() {
  const companyId = useSessionUser().company._id;
  const query = useCompanyVacations(companyId);
  const items = query.data?.filter((item) => openPeriods(item).length > 0) ?? [];
  return (
    <>
      <PageHeader title={MSG.title} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {MSG.intro}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        {query.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress aria-label={MSG.loading} />
          </Box>
        ) : query.isError ? (
          <RetryAlert message={MSG.fetchFailed} retrying={query.isFetching} onRetry={() => void query.refetch()} />
        ) : items.length === 0 ? (
          <Typography color="text.secondary">{MSG.emptyCompany}</Typography>
        ) : (
          <VacationTable items={items} />
        )}
      </Paper>
    </>
  );
}
