import { Entity } from '../model/entity';
import { SERVICE } from './service-name';

/**
 * A candidate's admission invite (spec 000 §3 'Sign-in response'): created with the person, in the same
 * transaction; the candidate marks it opened and accepted; later steps verify the e-mail and conclude it.
 */
export const Invite = new Entity({
  model: { entity: 'invite', version: '1', service: SERVICE },
  attributes: {
    id: { type: 'string', required: true, readOnly: true },
    companyId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    opened: { type: 'boolean', required: true, default: false },
    accepted: { type: 'boolean', required: true, default: false },
    concluded: { type: 'boolean', required: true, default: false },
    emailVerify: { type: 'boolean', required: true, default: false },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    /** A company's invites; each is read by its id (the person holds `inviteId`). */
    invites: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['id'] },
    },
  },
});
