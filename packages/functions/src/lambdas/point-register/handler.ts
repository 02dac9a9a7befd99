import { resourceHandler } from '../../http/resource-handler';
import { punch } from './punch';
import { todayPoints } from './today-points';

// Punches need no idempotency middleware: the request's key travels with the queued punch and the writer keeps it,
// with the receipt, in the punch's own transaction (http/idempotency.ts keepQueued, modules/timeclock/punch-intake.ts).
export const handler = resourceHandler('point-register', { punch, todayPoints });
