import { CANDIDATE_ROLES, type Role } from '@colabora/core/enums';

// Admission rules only the server enforces (spec 001 §4, §5; issue 3), each a named, tested function. The day
// rules the forms check too (admission window, fill deadline) are core's (admission/rules.ts).

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
