import { Entity, type EntityItem } from '../model/entity';
import { SERVICE } from './service-name';

/**
 * Days of a person to settle again because a fact they depend on changed (issue 22 §7): written in the same
 * transaction as the fact (an activity, the journey of the hiring data, an approved request, the dismissal data),
 * deleted once the days are settled again (timeclock/resettle.ts). The writer settles them at once; when it dies
 * before, the alerts job finds the mark in the company's partition and settles them on its next run.
 */
export const ResettleMark = new Entity({
  model: { entity: 'resettleMark', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    /** One per write: two writers' marks never meet on one item. */
    id: { type: 'string', required: true, readOnly: true },
    /** The first day to settle again (yyyy-MM-dd). */
    from: { type: 'string', required: true },
    /** The last one; absent: every settled day from `from` on. */
    to: { type: 'string' },
    createdAt: { type: 'string', required: true },
  },
  indexes: {
    companyMarks: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['userId', 'id'] },
    },
  },
});

export type ResettleMarkItem = EntityItem<typeof ResettleMark>;
