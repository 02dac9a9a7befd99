import { idempotentCreates } from '../../http/idempotency';
import { resourceHandler } from '../../http/resource-handler';
import { compensateHours } from './compensate-hours';
import { getHoursBank } from './get-hours-bank';
import { listExpiringHours } from './list-expiring-hours';
import { listHoursBank } from './list-hours-bank';
import { payHours } from './pay-hours';
import { workTimeByDay } from './work-time-by-day';

export const handler = resourceHandler(
  'comp-time',
  { getHoursBank, workTimeByDay, listHoursBank, compensateHours, payHours, listExpiringHours },
  idempotentCreates(),
);
