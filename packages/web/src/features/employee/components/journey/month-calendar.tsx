import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { WEEK_DAYS } from '@colabora/core/workday/options';
import type { ScaleEvent } from '@colabora/core/workday/schedule';
import { WORKDAY_MSG } from '@colabora/core/workday/messages';
import { useId, useState } from 'react';
import { FormSection } from '@/components/form/form-section';
import { ScrollRegion } from '@/components/layout/scroll-region';
import { RetryAlert } from '@/components/retry-alert';
import { useMonthScale } from '../../api/get-month-scale';
import { MonthDayEvents } from './month-day-events';
import { monthLabel, monthOf, monthWeeks, shiftMonth } from './month-grid';
import { MonthNavigation } from './month-navigation';
import { MY_JOURNEY_MSG } from './my-journey-messages';
import { companyToday } from '@/lib/format-date';

/** Spec 002 §9: the month view is 800 px tall. */
const MONTH_VIEW_HEIGHT = 800;

/** Narrowest month view whose cells still hold 'Dia de trabalho' and its hours; a phone scrolls it sideways. */
const MONTH_VIEW_MIN_WIDTH = 760;

/** Today's cell is outlined (and aria-current). */
const TODAY = { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } as const;

/** The events of each day, by 'yyyy-MM-dd' of their start. */
function eventsByDay(events: readonly ScaleEvent[]): Map<string, ScaleEvent[]> {
  const byDay = new Map<string, ScaleEvent[]>();
  for (const event of events) {
    const day = event.start.slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), event]);
  }
  return byDay;
}

/**
 * Escala do mês: the person's month as their journey plans it (GET month-scale), a table whose columns are the
 * weekdays from Monday, each day with 'Dia de trabalho' (and its hours), 'Feriado' or 'Folga'.
 */
export function MonthCalendar({ userId }: { userId: string }) {
  const today = companyToday();
  const [shown, setShown] = useState(() => monthOf(today));
  const scale = useMonthScale(userId, shown);
  const captionId = useId();
  const byDay = eventsByDay(scale.data ?? []);
  const weeks = monthWeeks(shown);

  return (
    <FormSection title={MY_JOURNEY_MSG.monthTitle}>
      <MonthNavigation
        label={monthLabel(shown)}
        labelId={captionId}
        onMove={(delta) => setShown((current) => shiftMonth(current, delta))}
        onCurrent={() => setShown(monthOf(today))}
      />
      <Box sx={{ height: 4 }}>{scale.isFetching && <LinearProgress aria-label={MY_JOURNEY_MSG.loadingMonth} />}</Box>
      {scale.isError && !scale.isFetching && (
        <Box sx={{ my: 1 }}>
          <RetryAlert message={WORKDAY_MSG.scaleFetchFailed} onRetry={() => void scale.refetch()} />
        </Box>
      )}
      <ScrollRegion label={monthLabel(shown)} minWidth={MONTH_VIEW_MIN_WIDTH}>
        <Table
          aria-labelledby={captionId}
          aria-busy={scale.isFetching}
          sx={{ height: MONTH_VIEW_HEIGHT, tableLayout: 'fixed', '& td, & th': { border: 1, borderColor: 'divider' } }}
        >
          <TableHead>
            <TableRow>
              {WEEK_DAYS.map((day) => (
                <TableCell key={day.key} scope="col" align="center" aria-label={day.label} sx={{ height: 40 }}>
                  {day.short}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {weeks.map((week) => (
              <TableRow key={week.find(Boolean) ?? ''}>
                {week.map((day, index) =>
                  day === null ? (
                    <TableCell key={`blank-${index}`} sx={{ bgcolor: 'grey.50' }} />
                  ) : (
                    <TableCell
                      key={day}
                      aria-current={day === today ? 'date' : undefined}
                      sx={{ verticalAlign: 'top', p: 1, ...(day === today && TODAY) }}
                    >
                      <MonthDayEvents day={day} events={byDay.get(day) ?? []} />
                    </TableCell>
                  ),
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollRegion>
    </FormSection>
  );
}
