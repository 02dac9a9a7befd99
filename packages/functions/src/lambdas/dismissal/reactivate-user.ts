import type { PastDismissal } from '@colabora/core/dismissal/api';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { now } from '../../lib/clock';
import { companyToday } from '../../modules/company/time-zone';
import type { DismissalField } from '../../modules/person/guarded-update';
import { settlePerson } from '../../modules/person/leave-status';
import { getUser } from '../../modules/person/records';
import type { Caller } from '../../http/caller';
import { dismissalDetail } from '../../modules/dismissal/dismissal-detail';
import { assertInProcess, changeDismissal } from './dismissal-write';
import { storedProcess } from '../../modules/dismissal/stored-process';
import type { UserRecord } from '../../db/entities/user';

/** What a reactivation removes: the process moves, whole, to pastDismissals. */
const PROCESS_FIELDS = [
  'statusDismissal',
  'shutDownStartDate',
  'statusBeforeDismissal',
  'checkup',
  'approvedCheckup',
  'protectedConditions',
  'shutDownData',
  'dismissalDocuments',
] as const satisfies readonly DismissalField[];

function pastDismissal(person: UserRecord, by: Caller, at: Date): PastDismissal {
  const { statusDismissal, dismissalDetails, checkup, approvedCheckup, protectedConditions, dismissalDocuments } = storedProcess(person);
  if (!statusDismissal || !dismissalDetails) throw new Error('a process without its status or start');
  return {
    statusDismissal,
    dismissalDetails,
    checkup,
    approvedCheckup,
    protectedConditions,
    dismissalDocuments,
    reactivatedAt: at.toISOString(),
    reactivatedBy: { _id: by.id, fullName: by.fullName },
  };
}

/**
 * PUT /api/users/reactivate/{userId} → DismissalDetail with statusDismissal null (HR; 002 §2.7, §4.5). The person
 * is back on the Ativos list with the working status they had (a concluded dismissal gives back the status of
 * before and the job-role, department and journey totals, in the same transaction); the process is kept in
 * pastDismissals and in the history.
 */
export const reactivateUser = action('reactivateUser', async ({ caller, params }) => {
  const at = now();
  let concluded = false;
  const person = await changeDismissal(caller, params.userId, (person) => {
    assertInProcess(person);
    concluded = person.statusDismissal === 'DISMISSED';
    return {
      set: {
        pastDismissals: [...storedProcess(person).pastDismissals, pastDismissal(person, caller, at)],
        ...(concluded ? { statusActive: person.statusBeforeDismissal ?? 'HIRED' } : {}),
      },
      remove: [...PROCESS_FIELDS],
      read: [...PROCESS_FIELDS, 'pastDismissals', 'statusActive'],
      event: 'dismissalReactivated',
    };
  });
  // A leave or the experience period may have ended while the person was out: the status of today, as the daily job gives it.
  const settled = concluded && (await settlePerson(person.companyId, person.id, await companyToday(person.companyId, at)));
  const current = settled ? ((await getUser(person.companyId, person.id, true)) ?? person) : person;
  return ok(await dismissalDetail(current));
});
