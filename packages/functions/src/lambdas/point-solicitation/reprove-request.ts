import { reproveSchema } from '@colabora/core/timeclock/request-schema';
import { ok } from '../../http/reply';
import type { CallerAction } from '../../http/resource-handler';
import { parseInput } from '../../http/validate';
import { decide } from './analysis';
import { toPointSolicitation } from '../../modules/timeclock/request-records';

/** PUT /api/point-solicitation/reprove/{id} {disapprovalReason} → PointSolicitation (HR): a request in analysis only. */
export const reproveRequest: CallerAction = async ({ caller, params, body }) => {
  const { disapprovalReason } = parseInput(reproveSchema, body);
  const record = await decide(caller, params.id, { status: 'DISAPPROVED', disapprovalReason });
  return ok(toPointSolicitation(record));
};
