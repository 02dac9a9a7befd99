import { Entity, type EntityItem } from '../model/entity';
import { REP_RECORDS_KEYS } from '../table-schema';
import { SERVICE } from './service-name';

/** NSR in keys: zero-padded to the AFD's 9 digits, so keys sort by number (as the punch's). */
const NSR = { type: 'number', required: true, readOnly: true, padding: { length: 9, char: '0' } } as const;
const FIELD = { type: 'string', readOnly: true } as const;

/**
 * An AFD event other than a punch (Portaria 671 Anexo IX: the ARP records employer-data changes and the inclusion,
 * change and exclusion of employees; AFD types 2 and 5, labour-law.md §1.5). It takes the company's next NSR from
 * the punches' counter (modules/timeclock/nsr-counter.ts), in the transaction of the change that causes it
 * (modules/timeclock/afd-events.ts). APPEND-ONLY like the punch: written once with attribute_not_exists and
 * never updated or deleted; every attribute is read-only. It lives with the punches in the REP's records table,
 * where no function is granted an update or a delete (db/service.ts REP_RECORDS).
 */
export const AfdEvent = new Entity({
  model: { entity: 'afdEvent', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    /** Número Sequencial de Registro: the company's one sequence, shared with its punches. */
    nsr: NSR,
    type: { type: ['2', '5'] as const, required: true, readOnly: true },
    /** The company's calendar day of the recording (the AFD's period filter, the export's search by day). */
    day: { type: 'string', required: true, readOnly: true },
    /** Recording date-time on the company's clock with its offset, seconds 00: 2026-11-26T08:01:00-03:00. */
    recordedAt: { type: 'string', required: true, readOnly: true },
    /** The CPF of the user who made the change; absent when they have none on file (the field is spaces). */
    responsibleCpf: FIELD,
    /** Type 2: the employer as changed (CNPJ, legal name) and its place of work (100 characters in the AFD). */
    employerDocument: FIELD,
    employerName: FIELD,
    placeOfWork: FIELD,
    /** Type 5: I included, A changed, E excluded; the employee's user id, CPF (11 digits) and name. */
    operation: { type: ['I', 'A', 'E'] as const, readOnly: true },
    userId: FIELD,
    cpf: FIELD,
    name: FIELD,
  },
  indexes: {
    /** A company's events in NSR order (the AFD export); the primary index, so reads can be consistent. */
    companyEvents: {
      pk: { field: REP_RECORDS_KEYS.partitionKey, composite: ['companyId'] },
      sk: { field: REP_RECORDS_KEYS.sortKey, composite: ['nsr'] },
    },
  },
});

export type AfdEventRecord = EntityItem<typeof AfdEvent>;
