import Typography from '@mui/material/Typography';
import { formatDateTimeSeconds } from '@/lib/format-date';
import { TIMELINE_MSG } from './timeline-messages';
import { useServerClock, type ServerAnchor } from './use-server-clock';

/**
 * The digital clock with hours, minutes and seconds that every collector shows when a punch is made (Portaria 671,
 * Anexo IX): the server's time, never the browser's. Not announced every second (role timer is not live).
 */
export function LiveClock({ anchor }: { anchor: ServerAnchor | undefined }) {
  const now = useServerClock(anchor, 250);
  return (
    <Typography role="timer" aria-label={TIMELINE_MSG.clockLabel} variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {now === null ? '--/--/---- --:--:--' : formatDateTimeSeconds(now)}
    </Typography>
  );
}
