import { dismissalDetailsSchemaFor } from '@colabora/core/dismissal/api';
import { checkupBodySchema } from '@colabora/core/dismissal/checkup';
import { statusForData } from '@colabora/core/dismissal/rules';
import { shutDownBodySchema } from '@colabora/core/dismissal/shut-down-data';
import { recordedConditions, stabilityJustificationIssue } from '@colabora/core/dismissal/stability';
import { factsInForce } from '@colabora/core/dismissal/stability-facts';
import { BadRequest } from '../../http/http-error';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { parseInput } from '../../http/validate';
import { dismissalDetail } from '../../modules/dismissal/dismissal-detail';
import { assertOpenProcess, changeDismissal, type DismissalChange } from './dismissal-write';
import { personStabilityFacts } from '../../modules/dismissal/person-stability';
import { storedProcess } from '../../modules/dismissal/stored-process';
import type { UserRecord } from '../../db/entities/user';

/** CHECKUP: the boxes and the approval; every stability condition ticked is remembered for the process. */
function checkupChange(person: UserRecord, body: unknown): DismissalChange {
  const { approvedCheckup, checkup } = parseInput(checkupBodySchema, body);
  return {
    set: { checkup, approvedCheckup, protectedConditions: recordedConditions(storedProcess(person).protectedConditions, checkup) },
    read: ['statusDismissal', 'checkup', 'approvedCheckup', 'protectedConditions'],
    event: 'dismissalChanged',
  };
}

/**
 * The body's data with the person's own dates, which the form shows read-only: the admission, and the experience
 * contract's terms from the hiring data (the form answers only whether it provides the extension and art. 481's
 * clause); a person without an experience contract has none.
 */
function withPersonDates(person: UserRecord, body: unknown): unknown {
  const data = (body as { shutDownData?: unknown }).shutDownData;
  if (typeof data !== 'object' || data === null) return body;
  const { endOfFirstPeriod, endOfSecondPeriod } = person.hiringData ?? {};
  const answers = (data as { experience?: { extended?: unknown; reciprocalClause?: unknown } | null }).experience;
  const experience =
    endOfFirstPeriod && endOfSecondPeriod
      ? { endOfFirstPeriod, endOfSecondPeriod, extended: answers?.extended ?? null, reciprocalClause: answers?.reciprocalClause ?? null }
      : null;
  return { shutDownData: { ...data, ...(person.admissionDate ? { admissionDate: person.admissionDate } : {}), experience } };
}

/**
 * DESLIGAMENTO: the data, the notice's status, and the justification a recorded stability condition, or a recorded
 * leave still protecting on the resignation date, asks for (issue 20 §4).
 */
async function shutDownChange(person: UserRecord, body: unknown): Promise<DismissalChange> {
  const { shutDownData } = parseInput(shutDownBodySchema, withPersonDates(person, body));
  const facts = factsInForce(await personStabilityFacts(person), shutDownData.resignationDate);
  const issue = stabilityJustificationIssue(storedProcess(person).protectedConditions, shutDownData, facts);
  if (issue) throw new BadRequest(issue, { 'shutDownData.stabilityJustification': issue });
  return {
    set: { shutDownData, statusDismissal: statusForData(shutDownData) },
    read: ['statusDismissal', 'shutDownData', 'protectedConditions', 'admissionDate', 'hiringData'],
    event: 'dismissalChanged',
  };
}

/**
 * PUT /api/users/dismissal-details/{userId} {approvedCheckup, checkup} | {shutDownData} → DismissalDetail (HR;
 * 002 §7.3). An open process only (409). A worked notice makes the status FULFILLING_NOTICE, anything else
 * START_OF_THE_PROCESS (core/dismissal/rules.ts statusForData).
 */
export const updateDismissalDetails = action('updateDismissalDetails', async ({ caller, params, body }) => {
  const change = dismissalDetailsSchemaFor(body) === shutDownBodySchema ? shutDownChange : checkupChange;
  const person = await changeDismissal(caller, params.userId, (person) => {
    assertOpenProcess(person);
    return change(person, body);
  });
  return ok(await dismissalDetail(person));
});
