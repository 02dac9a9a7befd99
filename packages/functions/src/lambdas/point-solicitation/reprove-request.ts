import { reproveSchema } from '@colabora/core/timeclock/request-schema';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { decide } from './analysis';
import { toPointSolicitation } from '../../modules/timeclock/request-records';

/** PUT /api/point-solicitation/reprove/{id} {disapprovalReason} → PointSolicitation (HR): a request in analysis only. */
export const reproveRequest = action('reproveRequest', { body: reproveSchema }, async ({ caller, params, body: { disapprovalReason } }) => {
  const record = await decide(caller, params.id, { status: 'DISAPPROVED', disapprovalReason });
  return ok(toPointSolicitation(record));
});
