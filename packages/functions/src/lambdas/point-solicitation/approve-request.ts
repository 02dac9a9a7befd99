import { REQUEST_MSG } from '@colabora/core/timeclock/request-messages';
import { balanceRequired } from '@colabora/core/timeclock/bank-balance';
import { approveRequestBodySchema } from '@colabora/core/timeclock/bank-schema';
import { refusedByTotal } from '../../modules/timeclock/append-payment';
import { bankEntryPart, type BankPayment } from '../../modules/timeclock/ledger';
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

/** The hours-bank debit of an approved compensation request; null for other reasons. */
function compensationPayment(record: PointSolicitationRecord): BankPayment | null {
  return record.reason === 'HOURS_COMPENSATION' && record.totalMinutesCompensated
    ? {
        companyId: record.companyId,
        userId: record.userId,
        kind: 'COMPENSATION_PAYMENT',
        day: record.day,
        minutes: record.totalMinutesCompensated,
        justification: record.justification,
        requestId: record.id,
      }
    : null;
}

/**
 * An approved compensation takes its minutes out of the hours bank, in the approval's own transaction, on the
 * condition HR's own compensations have (issue 20 §4): unless HR confirmed (`allowNegative`), the bank's total must
 * hold core's balanceRequired, so approvals at once cannot together leave it negative unconfirmed.
 */
function compensationDebit(tx: TxEntities, record: PointSolicitationRecord, caller: Caller, allowNegative: boolean): [string, TxPart][] {
  const payment = compensationPayment(record);
  return payment ? bankEntryPart(tx, payment, caller, undefined, balanceRequired(payment.minutes, allowNegative)) : [];
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
 * PUT /api/point-solicitation/approve/{id} [{allowNegative}] → PointSolicitation (HR): a request in analysis only
 * (409 otherwise). A compensation the bank does not cover is 409 bankWouldGoNegative with the balance until HR
 * confirms it with {allowNegative: true} (issue 20 §4), as HR's own compensations are (comp-time).
 * The approval then settles the request's day again when it has begun (002 §4.1, issue 12: the day, its alerts
 * and the hours bank change at once), marked in the approval's transaction so that it is even if this stops
 * (issue 22 §7); a day still ahead is settled by the alerts job once it ends, reading the approval.
 */
export const approveRequest = action('approveRequest', { body: approveRequestBodySchema }, async ({ caller, params, body }) => {
  const allowNegative = body?.allowNegative === true;
  const asked = await requestOfCompany(caller, params.id);
  await assertAdjustmentFits(asked);
  const pending = asked.day <= (await companyToday(asked.companyId, now())) ? pendingResettle({ companyId: asked.companyId, id: asked.userId }, asked.day, asked.day) : null;
  const record = await decide(caller, params.id, {
    status: 'APPROVED',
    companions: (tx, record) => [
      ...compensationDebit(tx, record, caller, allowNegative),
      ...(pending ? [['resettle', pending.part(tx)] as [string, TxPart]] : []),
    ],
    refused: {
      bankTotal: (record) => refusedByTotal({ companyId: record.companyId, userId: record.userId, minutes: record.totalMinutesCompensated ?? 0 }, allowNegative),
    },
  });
  if (pending) await settlePending(pending);
  return ok(toPointSolicitation(record));
});
