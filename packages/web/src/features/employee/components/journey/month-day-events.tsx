import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SCALE_EVENT_TITLE, type ScaleEvent } from '@colabora/core/workday/schedule';

/** Each kind of day in its colour; the theme keeps every one readable under its text (WCAG AA). */
const EVENT_COLOR: Record<ScaleEvent['title'], ChipProps['color']> = {
  [SCALE_EVENT_TITLE.work]: 'primary',
  [SCALE_EVENT_TITLE.holiday]: 'warning',
  [SCALE_EVENT_TITLE.rest]: 'default',
};

/** 'HH:mm' of an event's 'yyyy-MM-ddTHH:mm'. */
const timeOf = (value: string) => value.slice(11, 16);

/** One day of the month view: its number and its events, a work day with its hours. */
export function MonthDayEvents({ day, events }: { day: string; events: readonly ScaleEvent[] }) {
  return (
    <Stack spacing={0.5} alignItems="flex-start">
      <Typography component="time" dateTime={day} variant="body2" fontWeight={600}>
        {Number(day.slice(8, 10))}
      </Typography>
      {events.map((event) => (
        <Stack key={`${event.title}-${event.start}`} spacing={0.25} alignItems="flex-start">
          <Chip size="small" color={EVENT_COLOR[event.title]} label={event.title} />
          {!event.allDay && (
            <Typography variant="caption">{`${timeOf(event.start)}–${timeOf(event.end)}`}</Typography>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
