import { resourceHandler } from '../../http/resource-handler';
import { punch } from './punch';
import { todayPoints } from './today-points';

// Punches need no idempotency middleware: the request's key record (http/idempotency.ts) is taken when the punch is
// queued and completed by the writer in the punch's own transaction (modules/timeclock/punch-intake.ts).
export const handler = resourceHandler('point-register', { punch, todayPoints });
