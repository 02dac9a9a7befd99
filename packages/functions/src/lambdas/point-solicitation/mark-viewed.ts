import { isConditionFailure } from '../../db/condition-failure';
import { db } from '../../db/service';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { requestOfCompany } from './analysis';
import { toPointSolicitation } from '../../modules/timeclock/request-records';

/**
 * PUT /api/point-solicitation/update-notification/{id} → PointSolicitation (HR): HR opened the request. Marked
 * once: it leaves the badge's count (./count-notifications.ts), which therefore drops by one and never below 0;
 * opening it again changes nothing.
 */
export const markRequestViewed = action('markRequestViewed', async ({ caller, params }) => {
  const record = await requestOfCompany(caller, params.id);
  if (!record.viewed) {
    try {
      await db.entities.pointSolicitation
        .patch({ companyId: record.companyId, userId: record.userId, day: record.day, id: record.id })
        .set({ viewed: true })
        .where(({ viewed }, { eq }) => eq(viewed, false))
        .go();
    } catch (error) {
      // Someone opened it at the same moment: already viewed.
      if (!isConditionFailure(error)) throw error;
    }
  }
  return ok(toPointSolicitation({ ...record, viewed: true }));
});
