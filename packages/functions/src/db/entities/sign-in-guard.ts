import { Entity } from '../model/entity';
import { TABLE_KEYS } from '../table-schema';
import { SERVICE } from './service-name';

/**
 * Recent wrong passwords for one subject of the sign-in throttle (auth/sign-in-guards.ts): an e-mail from one
 * client, a client, or an e-mail from every client. Keyed by the e-mail as typed, never by the person, so an
 * address that belongs to nobody is throttled exactly like one that does. DynamoDB deletes it at `expiresAt`.
 * The password recovery's requests are counted here too, under subjects of their own.
 */
export const SignInGuard = new Entity({
  model: { entity: 'signInGuard', version: '1', service: SERVICE },
  attributes: {
    subject: { type: 'string', required: true, readOnly: true },
    failures: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    lockedUntil: { type: 'string' },
    /** Bumped on every write, so that parallel wrong guesses all count (conditional writes). */
    version: { type: 'number', required: true, default: 0 },
    /** Epoch seconds: the table's time-to-live attribute (stacks/Data.ts). */
    expiresAt: { type: 'number', required: true, field: TABLE_KEYS.timeToLive },
  },
  indexes: {
    guard: {
      pk: { field: 'pk', composite: ['subject'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
