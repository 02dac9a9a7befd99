import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { brazilianDate } from '@colabora/core/ground/calendar-day';
import { formatMinutes } from '@colabora/core/timeclock/hhmm';
import { CLT_FIGURE_LABEL, CLT_FIGURES, cltFigureText } from '@colabora/core/timeclock/records';
import { MIRROR_MSG, type MirrorEmployee } from '@colabora/core/timeclock/mirror';
import { mirrorQueryOf, type MirrorFilterValues } from '@colabora/core/timeclock/mirror-filter';
import { useState, type ReactNode } from 'react';
import { RetryAlert } from '@/components/retry-alert';
import { pointMirrorQueryOptions, type MirrorSource } from '../../api/get-point-mirror';
import { INITIAL_MIRROR_FILTER, MirrorFilterForm } from './mirror-filter-form';
import { MirrorPdfButton } from './mirror-pdf-button';
import { MirrorTable } from './mirror-table';

interface MirrorViewProps {
  /** Whose mirror: the caller's own (ESPELHO DE PONTO) or a person's (HR's point-mirror page). */
  source: MirrorSource;
  /** Above the rest once the person is known (HR's page: photo, name, journey). */
  header?: (employee: MirrorEmployee) => ReactNode;
  /** Wraps the filter and the table (HR's page: its one tab). */
  panel?: (content: ReactNode) => ReactNode;
}

const bare = (content: ReactNode) => content;

/**
 * The point mirror (002 §2.4, §4.3, §5.6), the same for HR and for the employee: the filter, 'Período Informado',
 * 'Total de horas trabalhadas' and one row per day of the period.
 */
export function MirrorView({ source, header, panel = bare }: MirrorViewProps) {
  const [filter, setFilter] = useState<MirrorFilterValues>(INITIAL_MIRROR_FILTER);
  const mirror = useQuery({ ...pointMirrorQueryOptions(source, mirrorQueryOf(filter)), placeholderData: keepPreviousData });
  const data = mirror.data;
  const content = (
    <Stack spacing={2}>
      <MirrorFilterForm onApply={setFilter} />
      {mirror.isFetching && <LinearProgress aria-label="Carregando espelho de ponto" />}
      {mirror.isError && !data && <RetryAlert message={MIRROR_MSG.fetchFailed} retrying={mirror.isFetching} onRetry={() => void mirror.refetch()} />}
      {data && (
        <>
          <div>
            <MirrorPdfButton personId={data.employee._id} periodStart={data.period.from} />
          </div>
          <Stack direction="row" spacing={4} flexWrap="wrap" useFlexGap>
            <Typography variant="body2">
              <strong>{MIRROR_MSG.informedPeriod}:</strong> {brazilianDate(data.period.from)} à {brazilianDate(data.period.to)}
            </Typography>
            <Typography variant="body2">
              <strong>{MIRROR_MSG.totalWorked}:</strong> {formatMinutes(data.totalMinutesWorkedByPeriod)}
            </Typography>
            {CLT_FIGURES.map((key) => (
              <Typography key={key} variant="body2">
                <strong>{CLT_FIGURE_LABEL[key]}:</strong> {cltFigureText(key, data.totals[key])}
              </Typography>
            ))}
            <Typography variant="body2">
              <strong>{MIRROR_MSG.breakIndemnity}:</strong> {formatMinutes(data.totals.breakIndemnityMinutes)}
            </Typography>
            <Typography variant="body2">
              <strong>{MIRROR_MSG.restShortfall}:</strong> {formatMinutes(data.totals.restShortfallMinutes)}
            </Typography>
            <Typography variant="body2">
              <strong>{MIRROR_MSG.weeklyRestLostTotal}:</strong> {data.totals.lostWeeklyRestDays}
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {MIRROR_MSG.columnsNote}
          </Typography>
          <Paper variant="outlined">
            {data.registers.length === 0 ? (
              <Typography sx={{ p: 3, textAlign: 'center' }}>{MIRROR_MSG.empty}</Typography>
            ) : (
              <MirrorTable rows={data.registers} caption={MIRROR_MSG.tab} />
            )}
          </Paper>
        </>
      )}
    </Stack>
  );
  return (
    <Stack spacing={2}>
      {data && header?.(data.employee)}
      {panel(content)}
    </Stack>
  );
}
