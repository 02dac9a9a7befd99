import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { isDayScale, WEEK_DAYS } from '@colabora/core/workday/options';
import { workedDays, type DaySchedule } from '@colabora/core/workday/rules';
import type { Journey } from '@colabora/core/workday/schema';
import { ScrollRegion } from '@/components/layout/scroll-region';
import { MY_JOURNEY_MSG } from './my-journey-messages';

interface ScheduleRow {
  label: string;
  schedule: DaySchedule;
}

/** The worked weekdays, Monday first, or the single shift of a 12/36 or 24/48. */
function scheduleRows(journey: Journey): ScheduleRow[] {
  if (isDayScale(journey.scaleType)) return [{ label: MY_JOURNEY_MSG.shift, schedule: journey.standardDayScale.standardDay }];
  return workedDays(journey.standardWeekScale).map(({ day, schedule }) => ({
    label: WEEK_DAYS.find((weekDay) => weekDay.key === day)?.label ?? day,
    schedule,
  }));
}

/** An exit at or before the entry is on the next day (night shifts, 24/48). */
function exitText({ enterTime, exitTime }: DaySchedule): string {
  return exitTime <= enterTime ? `${exitTime} ${MY_JOURNEY_MSG.nextDay}` : exitTime;
}

/** Horários: entry, exit and main break of each worked day. */
export function JourneyScheduleTable({ journey }: { journey: Journey }) {
  return (
    <ScrollRegion label={MY_JOURNEY_MSG.scheduleTitle}>
      <Table size="small" aria-label={MY_JOURNEY_MSG.scheduleTitle}>
        <TableHead>
          <TableRow>
            <TableCell>{MY_JOURNEY_MSG.day}</TableCell>
            <TableCell>{MY_JOURNEY_MSG.enterTime}</TableCell>
            <TableCell>{MY_JOURNEY_MSG.exitTime}</TableCell>
            <TableCell>{MY_JOURNEY_MSG.mainBreak}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {scheduleRows(journey).map(({ label, schedule }) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              <TableCell>{schedule.enterTime}</TableCell>
              <TableCell>{exitText(schedule)}</TableCell>
              <TableCell>{schedule.mainBreak === null ? '' : MY_JOURNEY_MSG.minutes(schedule.mainBreak)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
