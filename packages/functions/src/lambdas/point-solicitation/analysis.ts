import { SERVER_MSG } from '@colabora/core/messages';
import type { RequestStatus } from '@colabora/core/timeclock/reasons';
import { REQUEST_MSG } from '@colabora/core/timeclock/request-messages';
import { writeLabelled, type TxEntities, type TxPart } from '../../db/labelled-transaction';
import type { Caller } from '../../http/caller';
import { Conflict, NotFound } from '../../http/http-error';
import { now } from '../../lib/clock';
import { companyRequest, type PointSolicitationRecord } from '../../modules/timeclock/request-records';

/** The request HR acts on: one of the caller's company (another company's id is not found). */
export async function requestOfCompany(caller: Caller, id: string): Promise<PointSolicitationRecord> {
  const record = await companyRequest(caller.companyId, id);
  if (!record) throw new NotFound(SERVER_MSG.notFound);
  return record;
}

export interface Decision {
  status: Exclude<RequestStatus, 'IN_ANALYSIS'>;
  disapprovalReason?: string;
  /** Writes that take effect with the decision (the hours-bank debit of a compensation). */
  companions?: (tx: TxEntities, record: PointSolicitationRecord) => [string, TxPart][];
}

/**
 * Approves or reproves a request in analysis (002 §4.1), in one transaction with its companions, on the condition
 * that it is still in analysis: a request already analysed, or analysed meanwhile by someone else, is 409.
 */
export async function decide(caller: Caller, id: string, decision: Decision): Promise<PointSolicitationRecord> {
  const record = await requestOfCompany(caller, id);
  if (record.status !== 'IN_ANALYSIS') throw new Conflict(REQUEST_MSG.alreadyAnalysed);
  const analysed = {
    status: decision.status,
    analysedAt: now().toISOString(),
    analysedById: caller.id,
    analysedByName: caller.fullName,
    ...(decision.disapprovalReason ? { disapprovalReason: decision.disapprovalReason } : {}),
  };
  const refused = await writeLabelled((tx) => [
    [
      'request',
      tx.pointSolicitation
        .patch({ companyId: record.companyId, userId: record.userId, day: record.day, id: record.id })
        .set(analysed)
        .where(({ status }, { eq }) => eq(status, 'IN_ANALYSIS'))
        .commit(),
    ],
    ...(decision.companions?.(tx, record) ?? []),
  ]);
  if (refused === 'request') throw new Conflict(REQUEST_MSG.alreadyAnalysed);
  if (refused) throw new Error(`request decision refused by ${refused}`);
  return { ...record, ...analysed };
}
