import { REQUEST_MSG } from '@colabora/core/timeclock/request-messages';
import { bankEntryPart } from '../../modules/timeclock/ledger';
import type { TxEntities, TxPart } from '../../db/labelled-transaction';
import type { Caller } from '../../http/caller';
import { Conflict } from '../../http/http-error';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { now } from '../../lib/clock';
import { companyToday } from '../../modules/company/time-zone';
import { getUser } from '../../modules/person/records';
import { pendingResettle, settlePending } from '../../modules/timeclock/resettle';
import { decide, requestOfCompany } from './analysis';
import { adjustedTimeIssue } from './adjustment-time';
import { toPointSolicitation, type PointSolicitationRecord } from '../../modules/timeclock/request-records';

/** An approved compensation takes its minutes out of the hours bank, in the approval's own transaction. */
function compensationDebit(tx: TxEntities, record: PointSolicitationRecord, caller: Caller): [string, TxPart][] {
  return record.reason === 'HOURS_COMPENSATION' && record.totalMinutesCompensated
    ? bankEntryPart(
        tx,
        {
          companyId: record.companyId,
          userId: record.userId,
          kind: 'COMPENSATION_PAYMENT',
          day: record.day,
          minutes: record.totalMinutesCompensated,
          justification: record.justification,
          requestId: record.id,
        },
        caller,
      )
    : [];
}

/**
 * An adjustment's time must still fit the day when HR approves it (issue 20 §4): the day may have changed since
 * the request, and requests made before this rule were never checked. 409 says why and what to do.
 */
async function assertAdjustmentFits(record: PointSolicitationRecord): Promise<void> {
  if (record.status !== 'IN_ANALYSIS' || record.reason !== 'POINTS_ADJUST' || !record.registerDate || !record.pointType) return;
  const person = await getUser(record.companyId, record.userId, true);
  if (!person) return;
  const issue = await adjustedTimeIssue(person, { ...record, pointType: record.pointType, at: Date.parse(record.registerDate) });
  if (issue) throw new Conflict(REQUEST_MSG.adjustmentNoLongerFits(issue)).withCode('adjustmentOutOfOrder');
}

/**
 * PUT /api/point-solicitation/approve/{id} → PointSolicitation (HR): a request in analysis only (409 otherwise).
 * The approval then settles the request's day again when it has begun (002 §4.1, issue 12: the day, its alerts
 * and the hours bank change at once), marked in the approval's transaction so that it is even if this stops
 * (issue 22 §7); a day still ahead is settled by the alerts job once it ends, reading the approval.
 */
export const approveRequest = action('approveRequest', async ({ caller, params }) => {
  const asked = await requestOfCompany(caller, params.id);
  await assertAdjustmentFits(asked);
  const pending = asked.day <= (await companyToday(asked.companyId, now())) ? pendingResettle({ companyId: asked.companyId, id: asked.userId }, asked.day, asked.day) : null;
  const record = await decide(caller, params.id, {
    status: 'APPROVED',
    companions: (tx, record) => [...compensationDebit(tx, record, caller), ...(pending ? [['resettle', pending.part(tx)] as [string, TxPart]] : [])],
  });
  if (pending) await settlePending(pending);
  return ok(toPointSolicitation(record));
});
