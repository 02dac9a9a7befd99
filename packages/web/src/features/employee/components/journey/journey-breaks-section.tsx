import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { WORKDAY_MSG } from '@colabora/core/workday/messages';
import { placeBreak, usedSchedules } from '@colabora/core/workday/rules';
import type { Journey } from '@colabora/core/workday/schema';
import { clockMinutes } from '@colabora/core/workday/time';
import { FormSection } from '@/components/form/form-section';
import { MY_JOURNEY_MSG } from './my-journey-messages';

/** The breaks in the order they happen in the shift: after the entry, those past midnight last. */
function inShiftOrder(journey: Journey) {
  const enter = clockMinutes(usedSchedules(journey)[0]?.enterTime ?? '') ?? 0;
  const offset = (brk: Journey['breaks'][number]) => placeBreak(enter, brk)?.from ?? 0;
  return [...journey.breaks].sort((a, b) => offset(a) - offset(b));
}

/** The journey's breaks, or 'Não há pausas para essa jornada' (also while the person has no journey). */
export function JourneyBreaksSection({ journey }: { journey: Journey | null }) {
  const ordered = journey ? inShiftOrder(journey) : [];
  return (
    <FormSection title={MY_JOURNEY_MSG.breaksTitle}>
      {ordered.length === 0 ? (
        <Typography color="text.secondary">{WORKDAY_MSG.noBreaks}</Typography>
      ) : (
        <Table size="small" aria-label={MY_JOURNEY_MSG.breaksTitle}>
          <TableHead>
            <TableRow>
              <TableCell>{MY_JOURNEY_MSG.breakDescription}</TableCell>
              <TableCell>{MY_JOURNEY_MSG.breakStart}</TableCell>
              <TableCell>{MY_JOURNEY_MSG.breakTime}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {ordered.map((brk) => (
              <TableRow key={brk.id}>
                <TableCell component="th" scope="row">
                  {brk.description}
                </TableCell>
                <TableCell>{brk.start}</TableCell>
                <TableCell>{MY_JOURNEY_MSG.minutes(brk.time)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </FormSection>
  );
}
