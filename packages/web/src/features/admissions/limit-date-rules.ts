import * as z from 'zod/mini';
import {
  NEW_COLLABORATOR_FIELDS,
  NEW_COLLABORATOR_MSG,
  admissionOutOfWindowMessage,
  isAdmissionDateInWindow,
  isCalendarDay,
  isLimitDateBeforeAdmission,
} from '@colabora/core/admission/new-collaborator';
import { SERVER_MSG } from '@colabora/core/messages';
import { laterDay, today } from '@/lib/calendar-day';

// Spec 001 §5: the fill deadline is 'not in the past in the picker'; the spec gives no text for a
// past day typed by hand, so the server's says what to do.
export const LIMIT_DATE_IN_PAST = SERVER_MSG.limitDateInPast;

/** Runs a rule on a date field only once the day itself parsed, so each message shows alone. */
const whenDayValid = (field: string) => (payload: z.core.ParsePayload) =>
  !payload.issues.some((issue) => issue.path?.length === 1 && issue.path[0] === field);
const whenLimitDateValid = whenDayValid('limitDate');

/** The admission date lies in the window the server accepts (core ADMISSION_WINDOW_DAYS). */
export const admissionDateInWindow = z.refine<{ admissionDate: string }>(
  (value) => isAdmissionDateInWindow(value.admissionDate, today()),
  { error: () => admissionOutOfWindowMessage(today()), path: ['admissionDate'], when: whenDayValid('admissionDate') },
);

/** The fill deadline may not be a day already gone (America/Sao_Paulo calendar). */
export const limitDateNotPast = z.refine<{ limitDate: string }>((value) => value.limitDate >= today(), {
  error: LIMIT_DATE_IN_PAST,
  path: ['limitDate'],
  when: whenLimitDateValid,
});

/** The first day a fill deadline may take: today, or the admission date when it is later. */
export function firstLimitDay(admissionDate: string | null | undefined): string {
  const admission = admissionDate && isCalendarDay(admissionDate) ? admissionDate : undefined;
  return laterDay(admission, today()) ?? today();
}

/** The dialog that changes an expired invite's deadline (001 §5 'Limit date': required, valid, not past). */
export function limitDateSchema(admissionDate: string) {
  return z.object({ limitDate: NEW_COLLABORATOR_FIELDS.limitDate }).check(
    z.refine<{ limitDate: string }>((value) => !isLimitDateBeforeAdmission(admissionDate, value.limitDate), {
      error: NEW_COLLABORATOR_MSG.limitBeforeAdmission,
      path: ['limitDate'],
      when: whenLimitDateValid,
    }),
    limitDateNotPast,
  );
}
