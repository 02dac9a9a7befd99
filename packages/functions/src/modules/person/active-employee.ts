import { isAway } from '@colabora/core/activity/rules';
import type { UserRecord } from '../../db/entities/user';

/**
 * An employee of the active staff: at work (experience, efetivado) or away on a registered leave, with
 * access. Not a candidate, nor someone dismissed, archived or deactivated.
 */
export function isActiveEmployee(person: Pick<UserRecord, 'role' | 'deactivated' | 'statusActive'>): boolean {
  const { statusActive } = person;
  return (
    person.role === 'EMPLOYEE' &&
    !person.deactivated &&
    (statusActive === 'WORK_EXPERIENCE' || statusActive === 'HIRED' || isAway(statusActive))
  );
}

/**
 * An active employee whose job role, department and pay may still change: not in the dismissal process (the
 * dismissal list keeps the role and department they leave with, and the process reads their pay).
 */
export function isPromotable(person: UserRecord): boolean {
  return isActiveEmployee(person) && !person.statusDismissal;
}
