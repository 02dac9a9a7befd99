import { Entity } from '../model/entity';
import { SERVICE } from './service-name';

/** One item per e-mail address: written in the same transaction as the user, so e-mails stay unique. */
export const UserEmail = new Entity({
  model: { entity: 'userEmail', version: '1', service: SERVICE },
  attributes: {
    email: { type: 'string', required: true, readOnly: true, set: (email?: string) => email?.trim().toLowerCase() },
    userId: { type: 'string', required: true },
    companyId: { type: 'string', required: true },
  },
  indexes: {
    email: {
      pk: { field: 'pk', composite: ['email'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
