import { DISMISSAL_MSG } from '@colabora/core/dismissal/messages';
import { brazilianDate } from '@colabora/core/ground/calendar-day';
import { canConclude, conclusionOpensOn, noticeStillRunning } from '@colabora/core/dismissal/rules';
import { Conflict } from '../../http/http-error';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { now } from '../../lib/clock';
import { companyToday } from '../../modules/company/time-zone';
import { dismissalDetail } from '../../modules/dismissal/dismissal-detail';
import { assertOpenProcess, changeDismissal } from './dismissal-write';
import { personStabilityFacts } from '../../modules/dismissal/person-stability';
import { storedProcess } from '../../modules/dismissal/stored-process';

/**
 * PUT /api/users/conclude-dismissal/{userId} → DismissalDetail (HR; 002 §4.5, §8). Only with the checkup approved
 * and the dismissal data saved (with the stability justification when one is due, recorded leaves included);
 * otherwise 409 with the spec's message and code dismissalIncomplete. The person becomes DISMISSED (statusDismissal and statusActive) and counts
 * no more on their job role, department and journey, in the same transaction (person/headcount.ts); from then on
 * they reach only their contracts, rescission documents and payslips (core/dismissal/former-employee.ts). A worked
 * notice still running is 409 with its departure date and code noticeRunning (issue 20 §4): the person works it.
 */
export const concludeDismissal = action('concludeDismissal', async ({ caller, params }) => {
  const person = await changeDismissal(caller, params.userId, async (person) => {
    assertOpenProcess(person);
    const process = storedProcess(person);
    const stabilityFacts = await personStabilityFacts(person);
    if (!canConclude({ ...process, stabilityFacts })) throw new Conflict(DISMISSAL_MSG.concludeFailed).withCode('dismissalIncomplete');
    const opensOn = conclusionOpensOn(process.shutDownData);
    if (opensOn && noticeStillRunning(process.shutDownData, await companyToday(person.companyId, now()))) {
      throw new Conflict(DISMISSAL_MSG.noticeRunning(brazilianDate(opensOn))).withCode('noticeRunning');
    }
    return {
      set: { statusDismissal: 'DISMISSED', statusActive: 'DISMISSED', statusBeforeDismissal: person.statusActive },
      read: ['statusDismissal', 'approvedCheckup', 'shutDownData', 'protectedConditions', 'statusActive'],
      event: 'dismissalConcluded',
    };
  });
  return ok(await dismissalDetail(person));
});
