import { Entity } from '../model/entity';
import { TABLE_KEYS } from '../table-schema';
import { SERVICE } from './service-name';

/**
 * A REP file (the AFD, the AEJ) too big to write within one API call, written by the rep-export function
 * (modules/timeclock/rep-export-job.ts): its progress while it runs, then where the file and its signature are, so
 * each poll links them afresh for 60 seconds. DynamoDB deletes it at `expiresAt`, as the bucket the file.
 */
export const RepExportJob = new Entity({
  model: { entity: 'repExportJob', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    jobId: { type: 'string', required: true, readOnly: true },
    file: { type: ['afd', 'aej'] as const, required: true, readOnly: true },
    status: { type: ['RUNNING', 'DONE', 'FAILED'] as const, required: true },
    /** 0–100. */
    progress: { type: 'number', required: true },
    /** DONE: the file's name and the bucket keys of the file and its .p7s. */
    fileName: { type: 'string' },
    key: { type: 'string' },
    signatureKey: { type: 'string' },
    /** Epoch seconds: the table's time-to-live attribute (stacks/Data.ts). */
    expiresAt: { type: 'number', required: true, field: TABLE_KEYS.timeToLive },
  },
  indexes: {
    job: {
      pk: { field: TABLE_KEYS.partitionKey, composite: ['companyId'] },
      sk: { field: TABLE_KEYS.sortKey, composite: ['jobId'] },
    },
  },
});
