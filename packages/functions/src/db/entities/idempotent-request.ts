import { Entity } from '../model/entity';
import { TABLE_KEYS } from '../table-schema';
import { SERVICE } from './service-name';

/**
 * One Idempotency-Key of a create (http/idempotency.ts): claimed IN_PROGRESS before the action runs, then
 * COMPLETED with the first answer, which every retry gets. Per caller and route, so one person's key never
 * answers another's call. DynamoDB deletes it at `expiresAt`.
 */
export const IdempotentRequest = new Entity({
  model: { entity: 'idempotentRequest', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    callerId: { type: 'string', required: true, readOnly: true },
    routeKey: { type: 'string', required: true, readOnly: true },
    key: { type: 'string', required: true, readOnly: true },
    /** SHA-256 of the request body: the same key with other data is refused. */
    bodyHash: { type: 'string', required: true, readOnly: true },
    /** Random per claim: only the call that claimed the key completes or releases it. */
    claim: { type: 'string', required: true, readOnly: true },
    status: { type: ['IN_PROGRESS', 'COMPLETED'] as const, required: true },
    statusCode: { type: 'number' },
    /** The first answer's headers (JSON) and body, as sent. */
    headers: { type: 'string' },
    body: { type: 'string' },
    isBase64Encoded: { type: 'boolean' },
    /** Epoch seconds: the table's time-to-live attribute (stacks/Data.ts). */
    expiresAt: { type: 'number', required: true, field: TABLE_KEYS.timeToLive },
  },
  indexes: {
    request: {
      pk: { field: TABLE_KEYS.partitionKey, composite: ['companyId', 'callerId'] },
      sk: { field: TABLE_KEYS.sortKey, composite: ['routeKey', 'key'] },
    },
  },
});
