import { Entity, type EntityItem } from '../model/entity';
import { POINT_TYPES } from '@colabora/core/timeclock/point-types';
import { REP_RECORDS_KEYS } from '../table-schema';
import { SERVICE } from './service-name';

const [COMPANY_NSR] = REP_RECORDS_KEYS.indexes;
const DAY = { type: 'string' } as const; // yyyy-MM-dd, the company's calendar day
/** NSR in keys: zero-padded to the AFD's 9 digits, so keys sort by number. */
const NSR = { type: 'number', required: true, readOnly: true, padding: { length: 9, char: '0' } } as const;

/**
 * One punch (Portaria 671 Anexo IX: the ARP's punch record, AFD type 7). APPEND-ONLY: written once with
 * attribute_not_exists in the transaction that takes its NSR (modules/timeclock/record-punch.ts) and never updated
 * or deleted; a correction is a request (point-solicitation) that links it. It lives in the REP's records table,
 * where no function is granted an update or a delete (db/service.ts REP_RECORDS, stacks/Data.ts).
 */
export const Punch = new Entity({
  model: { entity: 'punch', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    /** Número Sequencial de Registro: per company, from 1, no gaps, no repeats. */
    nsr: NSR,
    /** The company's calendar day of the punch. */
    day: { ...DAY, required: true, readOnly: true },
    /** Punch date-time on the company's clock with its offset, seconds 00 as in the AFD: 2026-11-26T08:01:00-03:00. */
    punchedAt: { type: 'string', required: true, readOnly: true },
    /** The server's instant of the punch, to the millisecond (UTC ISO): the seconds the AFD leaves out. */
    receivedAt: { type: 'string', required: true, readOnly: true },
    /** Recording date-time, same format as punchedAt. */
    recordedAt: { type: 'string', required: true, readOnly: true },
    /** The person's CPF (11 digits) at the moment of the punch; '' when their documents hold none. */
    cpf: { type: 'string', required: true, readOnly: true },
    /** AFD collector code: '02' browser. */
    collector: { type: 'string', required: true, readOnly: true },
    online: { type: 'boolean', required: true, readOnly: true },
    /** SHA-256 (uppercase hex) chained to the company's previous punch (core/timeclock/punch-hash.ts). */
    hash: { type: 'string', required: true, readOnly: true },
    /** The expected point it was assigned to; absent when out of schedule. */
    pointType: { type: POINT_TYPES, readOnly: true },
    breakId: { type: 'string', readOnly: true },
    breakName: { type: 'string', readOnly: true },
    /** The day whose plan the point belongs to (a night shift's exit is on the next calendar day). */
    shiftDay: { ...DAY, readOnly: true },
    /** The point's expected time 'HH:mm' on the company's clock. */
    expectedAt: { type: 'string', readOnly: true },
    /** Outside every window of the day's points (Portaria 671 art. 74: recorded anyway, flagged for HR). */
    outOfSchedule: { type: 'boolean', required: true, readOnly: true },
  },
  indexes: {
    /** A person's punches by day, in time order: one Query for any range of days. */
    personPunches: {
      pk: { field: REP_RECORDS_KEYS.partitionKey, composite: ['companyId', 'userId'] },
      sk: { field: REP_RECORDS_KEYS.sortKey, composite: ['day', 'punchedAt', 'nsr'] },
    },
    /** A company's punches in NSR order: the AFD export. */
    companyPunches: {
      index: COMPANY_NSR.indexName,
      pk: { field: COMPANY_NSR.partitionKey, composite: ['companyId'] },
      sk: { field: COMPANY_NSR.sortKey, composite: ['nsr'] },
    },
  },
});

export type PunchRecord = EntityItem<typeof Punch>;
