import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { noticeExplanation, type NoticeComputation } from '@colabora/core/dismissal/notice';
import { SHUT_DOWN_FIELD_LABEL } from '@colabora/core/dismissal/shut-down-data';
import type { NoticeKind } from '@colabora/core/dismissal/termination';
import { formatDate } from '@/lib/format-date';
import { SHUT_DOWN_TEXT } from './shut-down-texts';

interface NoticeComputationProps {
  notice: NoticeKind | null;
  computation: NoticeComputation | null;
}

/**
 * Under the notice field: how many days the law gives and why (years counted, days added, cap), and when the
 * notice ends; an indemnified notice shows its projected end, which counts as service time (CLT art. 487 §1).
 */
export function NoticeComputationNote({ notice, computation }: NoticeComputationProps) {
  const endLabel = notice === 'indemnifiedNotice' ? SHUT_DOWN_FIELD_LABEL.projectedNoticeEndDate : SHUT_DOWN_FIELD_LABEL.noticeEndDate;
  // A live region: the computation is read out as the answers above it change.
  return (
    <Box role="status">
      {computation ? (
        <Alert severity="info" icon={false} role="note">
          <Typography variant="body2" fontWeight={600}>
            {SHUT_DOWN_TEXT.noticeDays(computation.noticeDays)}
          </Typography>
          <Typography variant="body2">{noticeExplanation(computation)}</Typography>
          {computation.noticeEndDate && (
            <Typography variant="body2">{`${endLabel}: ${formatDate(computation.noticeEndDate)}`}</Typography>
          )}
        </Alert>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {SHUT_DOWN_TEXT.noticePending}
        </Typography>
      )}
    </Box>
  );
}
