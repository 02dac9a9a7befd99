import {
  NEW_COLLABORATOR_MSG,
  admissionOutOfWindowMessage,
  isAdmissionDateInWindow,
  isLimitDateBeforeAdmission,
} from '@colabora/core/admission/new-collaborator';
import { CANDIDATE_ROLES, type Role } from '@colabora/core/enums';
import { SERVER_MSG } from '@colabora/core/messages';

// Admission rules the server enforces (spec 001 §4, §5; issue 3), each a named, tested function.

/** A fill deadline must not come before the admission date nor lie in the past (São Paulo `today`). */
export function limitDateProblem(admissionDate: string, limitDate: string, today: string): string | null {
  if (isLimitDateBeforeAdmission(admissionDate, limitDate)) return NEW_COLLABORATOR_MSG.limitBeforeAdmission;
  if (limitDate < today) return SERVER_MSG.limitDateInPast;
  return null;
}

/** An admission date too far from today to be meant (core ADMISSION_WINDOW_DAYS). */
export function admissionDateProblem(admissionDate: string, today: string): string | null {
  return isAdmissionDateInWindow(admissionDate, today) ? null : admissionOutOfWindowMessage(today);
}

/** The offered salary: the job role's base salary when 'standard', else what HR typed (spec 001 §2). */
export function offeredSalary(offer: { hasStandardSalary: boolean; salary: number }, baseSalary: number): number {
  return offer.hasStandardSalary ? baseSalary : offer.salary;
}

/** Someone in the admission process: a candidate role and an invite. */
export function inAdmission(person: { role: Role; inviteId?: string }): boolean {
  return (CANDIDATE_ROLES as readonly Role[]).includes(person.role) && person.inviteId !== undefined;
}

/**
 * A candidate who created their password (which concludes the invite) and waits for HR to activate them: both
 * sign-ins answer so (403), instead of sending the person from one to the other (issue 9).
 */
export function awaitsActivation(person: { role: Role; inviteId?: string }, invite: { concluded: boolean } | null): boolean {
  return inAdmission(person) && invite?.concluded === true;
}

/**
 * The invite-expiry rule: a candidate still filling the steps (ADMISSION_PROCESS) whose limit date is
 * before `today` loses access until HR sets a new date (the list shows Expirado).
 */
export function inviteExpired(
  person: { role: Role; disabled?: boolean; limitDate?: string; inviteId?: string },
  today: string,
): boolean {
  return (
    person.role === 'ADMISSION_PROCESS' &&
    person.inviteId !== undefined &&
    person.disabled !== true &&
    person.limitDate !== undefined &&
    person.limitDate < today
  );
}
