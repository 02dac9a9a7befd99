import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { created } from '../../http/reply';
import { count, METRIC, milliseconds } from '../../lib/metrics';
import { failure, logger } from '../../lib/telemetry';
import type { PunchMessage } from '../../modules/timeclock/punch-queue';
import { punchReceipt } from '../../modules/timeclock/punch-view';
import { recordPunches, type PunchEntry } from '../../modules/timeclock/record-punch';

// The punch writer (issue 25): SQS FIFO hands it up to 10 messages, in order within each company (message group).
// Each company's punches are written in as few transactions as fit, in that order; when one fails, it and the
// company's later ones go back to the queue (batchItemFailures), which tries them again and, after its receive
// count, keeps them in the dead letters with an alarm: a punch is never dropped (stacks/Punches.ts).

interface Taken {
  record: SQSRecord;
  entry: PunchEntry;
}

function entryOf(message: PunchMessage): PunchEntry {
  const { request, ...punch } = message;
  return {
    input: { ...punch, receivedAt: new Date(punch.receivedAt) },
    request: request && { key: request, answer: (punch) => created(punchReceipt(punch)) },
  };
}

/** The event's messages by company, in their order; those that cannot be read are failures at once. */
function byCompany(records: readonly SQSRecord[], failed: string[]): Map<string, Taken[]> {
  const companies = new Map<string, Taken[]>();
  for (const record of records) {
    try {
      const message = JSON.parse(record.body) as PunchMessage;
      companies.set(message.companyId, [...(companies.get(message.companyId) ?? []), { record, entry: entryOf(message) }]);
    } catch (error) {
      logger.error('punch message unreadable', { messageId: record.messageId, error: failure(error) });
      failed.push(record.messageId);
    }
  }
  return companies;
}

export const handler = async (event: SQSEvent, context: Context): Promise<SQSBatchResponse> => {
  logger.addContext(context);
  const failed: string[] = [];
  await Promise.all(
    [...byCompany(event.Records, failed)].map(async ([companyId, taken]) => {
      const { outcomes, failure: stopped } = await recordPunches(companyId, taken.map(({ entry }) => entry));
      taken.forEach(({ record }, index) => {
        if (!outcomes[index]) failed.push(record.messageId);
      });
      if (stopped !== undefined) logger.error('punches not written yet', { companyId, waiting: taken.length - outcomes.filter(Boolean).length, error: failure(stopped) });
      const written = taken.filter((_, index) => outcomes[index]?.status === 'recorded');
      if (written.length === 0) return;
      count(METRIC.punchesWritten, written.length);
      milliseconds(METRIC.punchWriteLag, Date.now() - Math.min(...written.map(({ entry }) => entry.input.receivedAt.getTime())));
    }),
  );
  return { batchItemFailures: failed.map((itemIdentifier) => ({ itemIdentifier })) };
};
