import { saoPauloToday } from '@colabora/core/admission/calendar-day';
import { bankEntryPart } from '../comp-time/ledger';
import type { TxEntities } from '../db/labelled-transaction';
import type { Caller } from '../http/caller';
import { ok } from '../http/reply';
import type { CallerAction } from '../http/resource-handler';
import { now } from '../lib/clock';
import { settleDays } from '../timeclock/settle-day';
import { decide } from './analysis';
import { toPointSolicitation, type PointSolicitationRecord } from './request-records';

/** An approved compensation takes its minutes out of the hours bank, in the approval's own transaction. */
function compensationDebit(caller: Caller) {
  return (tx: TxEntities, record: PointSolicitationRecord) =>
    record.reason === 'HOURS_COMPENSATION' && record.totalMinutesCompensated
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
 * PUT /api/point-solicitation/approve/{id} → PointSolicitation (HR): a request in analysis only (409 otherwise).
 * The approval then settles the request's day when it has begun (002 §4.1, issue 12: the day, its alerts and the
 * hours bank change at once); a day still ahead is settled by the alerts job once it ends, reading the approval.
 */
export const approveRequest: CallerAction = async ({ caller, params }) => {
  const record = await decide(caller, params.id, { status: 'APPROVED', companions: compensationDebit(caller) });
  if (record.day <= saoPauloToday(now())) await settleDays(record.companyId, record.userId, [record.day]);
  return ok(toPointSolicitation(record));
};
