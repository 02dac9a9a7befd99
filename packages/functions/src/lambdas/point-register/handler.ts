import { resourceHandler } from '../../http/resource-handler';
import { punch } from './punch';
import { todayPoints } from './today-points';

// Punches need no idempotency middleware: the request's key record (http/idempotency.ts) is written in the punch's
// own transaction (record-punch.ts), which keeps a punch at 3 DynamoDB writes where a claim before it would add 2.
export const handler = resourceHandler('point-register', { punch, todayPoints });
