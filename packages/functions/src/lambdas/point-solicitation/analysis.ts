import { SERVER_MSG } from '@colabora/core/messages';
import type { RequestStatus } from '@colabora/core/timeclock/reasons';
import { REQUEST_MSG } from '@colabora/core/timeclock/request-messages';
import { writeLabelled, type TxEntities, type TxPart } from '../../db/labelled-transaction';
import { READ_AGAIN, retryTransaction } from '../../db/transaction-retry';
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
  /**
   * What a companion's refused condition means, by its label (the bank's total no longer holds the balance a
   * compensation requires): throw the answer, or READ_AGAIN to decide again on fresh reads. A refusal with no entry
   * here is an error.
   */
  refused?: Partial<Record<string, (record: PointSolicitationRecord) => Promise<typeof READ_AGAIN>>>;
}

/** How many times a decision whose companion's condition then held (something changed meanwhile) is tried again. */
const ATTEMPTS = 5;

/**
 * Approves or reproves a request in analysis (002 §4.1), in one transaction with its companions, on the condition
 * that it is still in analysis: a request already analysed, or analysed meanwhile by someone else, is 409. A
 * companion's refused condition is answered by `decision.refused`.
 */
export async function decide(caller: Caller, id: string, decision: Decision): Promise<PointSolicitationRecord> {
  return retryTransaction(
    async () => {
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
      const answer = refused === undefined ? undefined : decision.refused?.[refused];
      if (answer) return answer(record);
      if (refused) throw new Error(`request decision refused by ${refused}`);
      return { ...record, ...analysed };
    },
    { attempts: ATTEMPTS, exhausted: () => new Error('request decision kept meeting changes') },
  );
}
