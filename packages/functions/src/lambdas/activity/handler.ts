import { idempotentCreates } from '../../http/idempotency';
import { resourceHandler } from '../../http/resource-handler';
import { createActivity } from './create-activity';
import { endActivityWithNoForecast } from './end-activity';
import { getActivity } from './get-activity';
import { listActivities } from './list-activities';
import { listVacations } from './list-vacations';

export const handler = resourceHandler(
  'activity',
  { getActivity, listActivities, createActivity, endActivityWithNoForecast, listVacations },
  idempotentCreates(),
);
