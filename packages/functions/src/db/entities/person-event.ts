import { Entity, type EntityItem } from '../model/entity';
import { PERSON_EVENT_KINDS } from '@colabora/core/people/history';
import { SERVICE } from './service-name';

/**
 * What happened to a person, who did it and when: written in the same transaction as the change, so no
 * change goes unrecorded. It outlives the person's own record (a removal keeps who was removed).
 */
export const PersonEvent = new Entity({
  model: { entity: 'personEvent', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    id: { type: 'string', required: true, readOnly: true },
    personId: { type: 'string', required: true, readOnly: true },
    kind: {
      type: PERSON_EVENT_KINDS,
      required: true,
      readOnly: true,
    },
    at: { type: 'string', required: true, readOnly: true },
    byId: { type: 'string', required: true, readOnly: true },
    byName: { type: 'string', required: true, readOnly: true },
    /** The person as they were: name, e-mail and role. */
    fullName: { type: 'string', required: true, readOnly: true },
    email: { type: 'string', required: true, readOnly: true },
    role: { type: 'string', required: true, readOnly: true },
    /** Which fields changed, from what to what, as display text (never a document number or health data). */
    changes: {
      type: 'list',
      readOnly: true,
      items: {
        type: 'map',
        properties: {
          field: { type: 'string', required: true },
          before: { type: 'string' },
          after: { type: 'string' },
        },
      },
    },
  },
  indexes: {
    /** A company's history of its people, oldest first. */
    companyHistory: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['at', 'id'] },
    },
    /** One person's history. */
    personHistory: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['personId'] },
      sk: { field: 'gsi2sk', composite: ['at', 'id'] },
    },
  },
});

export type PersonEventKind = EntityItem<typeof PersonEvent>['kind'];
