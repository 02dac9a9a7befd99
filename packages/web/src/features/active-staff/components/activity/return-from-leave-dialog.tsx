import { activityInterval } from '@colabora/core/activity/interval';
import { ACTIVITY_TYPE_LABEL } from '@colabora/core/activity/schema';
import { MSG } from '@colabora/core/messages';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { formatDate } from '@/lib/format-date';
import { ACTIVITY_FORM_MSG } from '../../activity-messages';
import { useEndLeave } from '../../api/end-leave';
import { useLatestActivity } from '../../api/get-latest-activity';

interface ReturnFromLeaveDialogProps {
  /** The person on a leave with no forecast of end ('' while no row was chosen). */
  userId: string;
  open: boolean;
  onClose: () => void;
}

/**
 * 000 §2.5, §2.6: the confirmation before returning a person on a leave with no forecast of end. It reads the
 * leave (GET /activity/{userId}) and ends it (PUT …/end-activity-with-no-forecast): it ends today and the person
 * is back tomorrow.
 */
export function ReturnFromLeaveDialog({ userId, open, onClose }: ReturnFromLeaveDialogProps) {
  const leave = useLatestActivity(userId, open && userId !== '');
  const end = useEndLeave(userId);
  const [problem, setProblem] = useState<string | null>(null);

  // The next opening starts without the last one's message.
  function close() {
    setProblem(null);
    onClose();
  }

  const activity = leave.data;
  const message = leave.isPending
    ? ACTIVITY_FORM_MSG.returnLoading
    : activity
      ? ACTIVITY_FORM_MSG.returnQuestion(
          `${ACTIVITY_TYPE_LABEL[activity.type]} desde ${formatDate(activityInterval(activity).first) ?? '-----'}.`,
        )
      : ACTIVITY_FORM_MSG.noLeave;

  async function confirm() {
    if (leave.isError) return setProblem(MSG.fetchFailure);
    if (!activity?.withoutForecastOfEnding) return setProblem(ACTIVITY_FORM_MSG.noLeave);
    try {
      await end.mutateAsync(activity._id);
      close();
    } catch {
      // The notice says why (000 §8); the dialog stays open to try again or cancel.
    }
  }

  return (
    <ConfirmDialog
      open={open}
      title={ACTIVITY_FORM_MSG.returnTitle}
      message={message}
      confirmLabel={ACTIVITY_FORM_MSG.returnConfirm}
      busy={end.isPending || leave.isFetching}
      error={problem ?? (leave.isError ? MSG.fetchFailure : null)}
      onConfirm={() => void confirm()}
      onClose={close}
    />
  );
}
