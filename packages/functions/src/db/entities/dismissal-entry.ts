import { Entity, type EntityItem } from '../model/entity';
import { DISMISSAL_STATUSES } from '@colabora/core/dismissal/status';
import { SERVICE } from './service-name';

/**
 * One row of the dismissal list (002 §2.6) per person in or through the process, in the company's partition:
 * the list reads these few items, never the people. Written in the same transaction as every dismissal write
 * of the person (dismissal/dismissal-write.ts), removed on reactivation. Job-role and department names come
 * from the catalogue at read time; the ids are the person's (they cannot change during the process: the tabs
 * are read-only and a promotion is refused).
 */
export const DismissalEntry = new Entity({
  model: { entity: 'dismissalEntry', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    fullName: { type: 'string', required: true },
    jobRoleId: { type: 'string' },
    departmentId: { type: 'string' },
    statusDismissal: { type: DISMISSAL_STATUSES, required: true },
    /** Data de demissão and Data da saída, once the dismissal data are saved (yyyy-MM-dd). */
    resignationDate: { type: 'string' },
    departureDate: { type: 'string' },
  },
  indexes: {
    companyDismissals: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['userId'] },
    },
  },
});

export type DismissalEntryItem = EntityItem<typeof DismissalEntry>;
