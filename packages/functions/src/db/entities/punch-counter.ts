import { Entity } from '../model/entity';
import { TABLE_KEYS } from '../table-schema';
import { SERVICE } from './service-name';

/**
 * The company's NSR sequence and the hash of its last punch: written only with the records that move it, punches
 * and the AFD's employer and employee events (modules/timeclock/nsr-counter.ts).
 */
export const PunchCounter = new Entity({
  model: { entity: 'punchCounter', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    /** The last NSR handed out (0: none yet), to a punch or an event. */
    nsr: { type: 'number', required: true },
    /** The hash of the last punch (type 7): absent while only events took NSRs. */
    lastHash: { type: 'string' },
    /** The transactions that moved it: NSRs per transaction say how many punches shared one (group commit). */
    transactions: { type: 'number' },
  },
  indexes: {
    counter: {
      pk: { field: TABLE_KEYS.partitionKey, composite: ['companyId'] },
      sk: { field: TABLE_KEYS.sortKey, composite: [] },
    },
  },
});
