import Typography from '@mui/material/Typography';
import { ACTIVITY_MSG } from '@colabora/core/activity/schema';
import { activityInterval, returnDay } from '@colabora/core/activity/interval';
import { formatDate } from '@/lib/format-date';
import { useLatestActivity } from '../../api/get-latest-activity';
import { DETAIL_MSG } from '../../detail-messages';

/**
 * 001 §4: an away person's leave start and return dates, in red, from the latest activity. The red is MUI's
 * error.dark, readable at WCAG AA on paper.
 */
export function LeaveDates({ userId }: { userId: string }) {
  const latest = useLatestActivity(userId);
  if (latest.isPending) return <Typography variant="body2" component="span">{DETAIL_MSG.loadingLeave}</Typography>;
  if (latest.isError) return <Typography variant="body2" component="span">{DETAIL_MSG.leaveFailed}</Typography>;
  if (!latest.data) return null;
  const start = activityInterval(latest.data).first;
  const back = returnDay(latest.data);
  return (
    <Typography variant="body2" component="span" sx={{ color: 'error.dark', fontWeight: 600 }}>
      {`${DETAIL_MSG.leaveStart} ${formatDate(start)} · ${DETAIL_MSG.leaveReturn} ${
        back ? formatDate(back) : ACTIVITY_MSG.withoutForecastOfEnding
      }`}
    </Typography>
  );
}
