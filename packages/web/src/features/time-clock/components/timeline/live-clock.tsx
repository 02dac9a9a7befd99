import Typography from '@mui/material/Typography';
import { TIME_ZONE } from '@colabora/core/admission/calendar-day';
import { TIMELINE_MSG } from './timeline-messages';
import { useServerClock, type ServerAnchor } from './use-server-clock';

const FORMAT = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** dd/MM/yyyy HH:mm:ss on the Sao Paulo clock. */
export const clockText = (instant: number) => FORMAT.format(new Date(instant)).replace(',', '');

/**
 * The digital clock with hours, minutes and seconds that every collector shows when a punch is made (Portaria 671,
 * Anexo IX): the server's time, never the browser's. Not announced every second (role timer is not live).
 */
export function LiveClock({ anchor }: { anchor: ServerAnchor | undefined }) {
  const now = useServerClock(anchor, 250);
  return (
    <Typography role="timer" aria-label={TIMELINE_MSG.clockLabel} variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {now === null ? '--/--/---- --:--:--' : clockText(now)}
    </Typography>
  );
}
