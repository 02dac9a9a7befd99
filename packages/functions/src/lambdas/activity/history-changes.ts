import { activityInterval } from '@colabora/core/activity/interval';
import { ACTIVITY_TYPE_LABEL, periodText } from '@colabora/core/activity/schema';
import { STATUS_ACTIVE_LABEL, type StatusActive } from '@colabora/core/enums';
import { VACATION_VIEW_MSG } from '@colabora/core/vacation/messages';
import type { HistoryChange } from '../../modules/person/history';
import type { LeaveSource, StatusState } from '../../modules/person/leave-status';

// What the person's history shows of an activity: its type and days, and the status when it changed. Never the
// reason or the document, which may carry health data (LGPD art. 11).

const statusLabel = (status: StatusActive | null | undefined) => (status ? STATUS_ACTIVE_LABEL[status] : null);

function statusChange(before: StatusActive | undefined, after: StatusState): HistoryChange[] {
  return before === after.statusActive ? [] : [{ field: 'Status', before: statusLabel(before), after: statusLabel(after.statusActive) }];
}

/** A registration: the activity's type and days, a vacation's days sold, and the status if it changed today. */
export function registrationChanges(activity: LeaveSource, before: StatusActive | undefined, after: StatusState): HistoryChange[] {
  const { first, last } = activityInterval(activity);
  const sold = activity.soldDays ? [{ field: VACATION_VIEW_MSG.sold, before: null, after: VACATION_VIEW_MSG.soldHistory(activity.soldDays) }] : [];
  return [{ field: ACTIVITY_TYPE_LABEL[activity.type], before: null, after: periodText(first, last) }, ...sold, ...statusChange(before, after)];
}

/** A return: the leave's days, with no forecast before and ending today after. */
export function returnChanges(registered: LeaveSource, ended: LeaveSource): HistoryChange[] {
  const was = activityInterval(registered);
  const is = activityInterval(ended);
  return [{ field: ACTIVITY_TYPE_LABEL[registered.type], before: periodText(was.first, was.last), after: periodText(is.first, is.last) }];
}
