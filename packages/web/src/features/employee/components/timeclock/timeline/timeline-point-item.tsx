import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CANNOT_REGISTER_TEXT, POINT_SITUATION_TEXT, type PointSituation, type TimelinePoint } from '@colabora/core/timeclock/timeline';
import { formatTime } from '@/lib/format-date';
import { TIMELINE_MSG } from './timeline-messages';

const SITUATION_COLOR: Record<PointSituation, string> = {
  REGISTERED: 'success.main',
  PENDING: 'error.main',
  AWAITING: 'text.secondary',
  BREAK_START_NOT_REGISTERED: 'warning.main',
};

interface TimelinePointItemProps {
  point: TimelinePoint;
  onRegister: (point: TimelinePoint) => void;
}

/** One expected point of the day (002 §3 PointRegister, §4.2): its time, situation and REGISTRAR when open. */
export function TimelinePointItem({ point, onRegister }: TimelinePointItemProps) {
  const { register } = point;
  return (
    <Box
      component="li"
      data-faded={point.faded}
      sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', color: point.faded ? 'text.secondary' : 'text.primary' }}
    >
      <Stack direction="row" spacing={2} alignItems="center" justifyContent="space-between">
        <Box>
          <Typography fontWeight={600}>{point.title}</Typography>
          <Typography variant="body2">
            {TIMELINE_MSG.expected}: {point.expectedTime}
            {point.dayOffset > 0 && ` ${TIMELINE_MSG.nextDay}`}
            {point.limitTime && !register && ` · ${TIMELINE_MSG.limitTime}: ${point.limitTime}`}
          </Typography>
          {register && (
            <Typography variant="body2">
              {TIMELINE_MSG.registeredAt} {formatTime(register.registerDate)} · NSR {register.nsr}
            </Typography>
          )}
        </Box>
        <Stack alignItems="flex-end" spacing={0.5}>
          <Typography variant="body2" fontWeight={600} sx={{ color: SITUATION_COLOR[point.situation] }}>
            {POINT_SITUATION_TEXT[point.situation]}
          </Typography>
          {point.cannotRegister && (
            <Typography variant="body2" sx={{ color: 'error.main' }}>
              {CANNOT_REGISTER_TEXT}
            </Typography>
          )}
          {point.canRegister && (
            <Button variant="contained" size="small" aria-label={`${TIMELINE_MSG.register} ${point.title}`} onClick={() => onRegister(point)}>
              {TIMELINE_MSG.register}
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
