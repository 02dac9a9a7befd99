import { randomUUID } from 'node:crypto';
import { ACTIVITY_REFUSAL } from '@colabora/core/activity/answer';
import { activityHints } from '@colabora/core/activity/hints';
import { activityDays, activityInterval, returnDay } from '@colabora/core/activity/interval';
import { activityOnDay, overlapRefusal } from '@colabora/core/activity/rules';
import { ACTIVITY_DOCUMENT_PURPOSE, activityBodySchema, type ActivityBody } from '@colabora/core/activity/schema';
import { companyToday } from '../../modules/company/time-zone';
import { now } from '../../lib/clock';
import type { UploadedFile } from '@colabora/core/ground/uploaded-file';
import { SERVER_MSG } from '@colabora/core/messages';
import { vacationRegistrationIssues } from '@colabora/core/vacation/registration';
import type { ActivityRecord } from '../../db/entities/activity';
import { writeLabelled } from '../../db/labelled-transaction';
import { READ_AGAIN, retryTransaction } from '../../db/transaction-retry';
import type { Caller } from '../../http/caller';
import { assertSameCompany } from '../../http/company-scope';
import { BadRequest, Conflict, NotFound } from '../../http/http-error';
import { created } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { collaboratorDetail } from '../../modules/person/detail';
import { isActiveEmployee } from '../../modules/person/active-employee';
import { leaveSource, type LeaveSource, statusParts, statusPartsReady, statusStateOn, type StatusState } from '../../modules/person/leave-status';
import { getUser } from '../../modules/person/records';
import { acceptUpload } from '../../modules/files/stored-file';
import { personActivities } from '../../modules/person/activities';
import { historyEvent } from '../../modules/person/history';
import { pendingResettle, settlePending } from '../../modules/timeclock/resettle';
import { vacationFacts } from '../../modules/vacation/facts';
import { registrationChanges } from './history-changes';
import { vacationRestContext } from './rest-days';
import type { UserRecord } from '../../db/entities/user';

/** Registrations of the same person at once: each re-reads and checks again after losing. */
const MAX_ATTEMPTS = 5;


/** Whether the registration is the one the person is on today (else the daily job applies it on its first day). */
function coversToday(record: ActivityRecord, today: string): boolean {
  return activityOnDay([leaveSource(record)], today) !== null;
}

/**
 * A vacation must fit the period it draws from: its balance (CLT art. 130, less what is taken or sold), the
 * split of art. 134 §1 and the abono of art. 143 (a third of its days due). Refused (400) with every reason;
 * other registrations pass.
 */
async function assertVacationFits(person: UserRecord, input: ActivityBody, existing: readonly LeaveSource[], today: string): Promise<void> {
  const days = input.type === 'VACATION' ? activityDays(input) : null;
  if (days === null) return;
  const facts = await vacationFacts(person, existing, today);
  const vacation = { first: activityInterval(input).first, days, soldDays: input.soldDays ?? 0 };
  const issues = facts ? vacationRegistrationIssues(facts, vacation) : [];
  if (issues.length > 0) throw new BadRequest(issues.join(' '), { startDate: issues[0] });
}

function unchangedState(person: UserRecord): StatusState {
  const leave = person.currentLeave;
  return { statusActive: person.statusActive ?? 'HIRED', currentLeave: leave ? { ...leave, finalDate: leave.finalDate ?? null } : null };
}

function newRecord(caller: Caller, input: ActivityBody, document: UploadedFile | null): ActivityRecord {
  const { first } = activityInterval(input);
  return {
    companyId: caller.companyId,
    userId: input.user,
    id: randomUUID(),
    type: input.type,
    period: input.period,
    date: input.date ?? undefined,
    startDate: input.startDate ?? undefined,
    finalDate: input.finalDate ?? undefined,
    numberOfDays: input.numberOfDays ?? undefined,
    withoutForecastOfEnding: input.withoutForecastOfEnding,
    reason: input.reason ?? undefined,
    soldDays: input.soldDays ?? undefined,
    document: document ?? undefined,
    firstDay: first,
    returnsOn: returnDay(input) ?? undefined,
    createdAt: new Date().toISOString(),
    createdById: caller.id,
    createdByName: caller.fullName,
  };
}

/**
 * POST /api/activity → 201 ActivityRegistered (000 §7, 001 §7 'updated user'). Registers a status or leave of
 * an active person of the caller's company. An activity covering today gives the person its status at once,
 * in the same transaction; one starting later is applied by the daily job on its first day; one already over
 * is only recorded. Refused (409) when it shares a day with another activity of the person. The PDF is checked
 * in storage. A vacation that does not fit its period is refused (400, assertVacationFits). The answer carries the
 * legal hints (warnings that never block).
 */
export const createActivity = action('createActivity', { body: activityBodySchema }, async ({ caller, body: input }) => {
  assertSameCompany(caller, input.company);
  let document: UploadedFile | null | undefined;
  return retryTransaction(async () => {
    const today = await companyToday(caller.companyId, now());
    const person = await getUser(caller.companyId, input.user, true);
    if (!person) throw new NotFound(SERVER_MSG.notFound);
    if (!isActiveEmployee(person)) throw new Conflict(ACTIVITY_REFUSAL.notActive);
    const existing = (await personActivities(caller.companyId, person.id)).map(leaveSource);
    const overlap = overlapRefusal({ ...input, user: person.id }, existing);
    if (overlap) throw new Conflict(overlap);
    await assertVacationFits(person, input, existing, today);
    document ??= input.document ? await acceptUpload(caller, input.document, ACTIVITY_DOCUMENT_PURPOSE) : null;
    const record = newRecord(caller, input, document);
    const state = (coversToday(record, today) && statusStateOn(person, [...existing, leaveSource(record)], today)) || unchangedState(person);
    const changes = registrationChanges(leaveSource(record), person.statusActive, state);
    await statusPartsReady(person);
    // Its days already settled follow it (issue 22 §7): marked with it, so they are settled again even if this stops.
    const pending = pendingResettle(person, record.firstDay, activityInterval(input).last);
    const refused = await writeLabelled((tx) => [
      ['activity', tx.activity.create(record).commit()],
      ...statusParts(tx, person, state),
      ['history', historyEvent(tx, person, caller, 'activityRegistered', changes)],
      ['resettle', pending.part(tx)],
    ]);
    if (refused === 'activity') throw new Error('activity id taken');
    if (refused === 'user') return READ_AGAIN;
    const updated = await getUser(caller.companyId, person.id, true);
    if (!updated) throw new NotFound(SERVER_MSG.notFound);
    // The absence alert goes, the bank is corrected.
    await settlePending(pending, updated);
    const rest = await vacationRestContext(caller.companyId, person, input);
    const warnings = activityHints(input, rest);
    return created({ ...(await collaboratorDetail(updated)), warnings });
  }, { attempts: MAX_ATTEMPTS, exhausted: () => new Conflict(SERVER_MSG.changedMeanwhile) });
});
