import type { DismissalDetail } from '@colabora/core/dismissal/api';
import { computeNotice } from '@colabora/core/dismissal/notice';
import { stabilityFacts } from '@colabora/core/dismissal/stability-facts';
import { recordedVacationFacts } from '@colabora/core/vacation/recorded-facts';
import { personActivities } from '../person/activities';
import { collaboratorDetail } from '../person/detail';
import { leaveSource } from '../person/leave-status';
import { companyToday } from '../company/time-zone';
import { bankTotal } from '../timeclock/ledger';
import { unjustifiedAbsences } from '../vacation/facts';
import { storedProcess } from './stored-process';
import type { UserRecord } from '../../db/entities/user';
import { now } from '../../lib/clock';

/**
 * The answer of every dismissal call HR makes: the person as the detail reads them, plus the process, the
 * stability their leaves show and the facts of the rescission estimate: vacations (with their abono), INSS leaves,
 * the unjustified absences that reduce the vacation due (CLT art. 130) and the hours bank.
 */
export async function dismissalDetail(person: UserRecord): Promise<DismissalDetail> {
  const { shutDownData, ...process } = storedProcess(person);
  const [detail, activities, bankMinutes, absences] = await Promise.all([
    collaboratorDetail(person),
    personActivities(person.companyId, person.id),
    bankTotal(person.companyId, person.id),
    companyToday(person.companyId, now()).then((today) => unjustifiedAbsences(person, today)),
  ]);
  const leaves = activities.map(leaveSource);
  return {
    ...detail,
    ...process,
    stabilityFacts: stabilityFacts(leaves),
    notice: shutDownData && computeNotice(shutDownData),
    rescissionFacts: { vacation: { ...recordedVacationFacts(leaves), unjustifiedAbsences: absences }, bankMinutes },
  };
}
