import { DISMISSAL_MSG } from '@colabora/core/dismissal/messages';
import { Conflict } from '../../http/http-error';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { now } from '../../lib/clock';
import { companyToday } from '../../modules/company/time-zone';
import { isActiveEmployee } from '../../modules/person/active-employee';
import { dismissalDetail } from '../../modules/dismissal/dismissal-detail';
import { changeDismissal } from './dismissal-write';

/**
 * PUT /api/users/dismissal/{userId} → DismissalDetail (HR; 001 'Collaborator detail', §4 'Dismissal start'). An
 * active employee enters the process: START_OF_THE_PROCESS from today. They keep working (their status stays),
 * leave the Ativos list and see nothing of it. Anyone else 409.
 */
export const startDismissal = action('startDismissal', async ({ caller, params }) => {
  // The process starts on the company's day (issue 22 §6), not the server's or Sao Paulo's.
  const today = await companyToday(caller.companyId, now());
  const person = await changeDismissal(caller, params.userId, (person) => {
    if (person.statusDismissal) throw new Conflict(DISMISSAL_MSG.alreadyInProcess);
    if (!isActiveEmployee(person) || person.archivedAt) throw new Conflict(DISMISSAL_MSG.notActive);
    return {
      set: { statusDismissal: 'START_OF_THE_PROCESS', shutDownStartDate: today, approvedCheckup: false },
      read: ['statusDismissal', 'statusActive', 'deactivated', 'archivedAt'],
      event: 'dismissalStarted',
    };
  });
  return ok(await dismissalDetail(person));
});
