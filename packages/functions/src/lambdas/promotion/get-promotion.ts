import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { readablePerson } from '../../modules/person/readable';
import { pendingPromotionOf, promotionAnswer } from '../../modules/promotion/promotion-records';

/** GET /api/promotion/{userId} → Promotion | null (HR of the company, or the person): the promotion waiting for confirmation. */
export const getPromotion = action('getPromotion', async ({ caller, params }) => {
  const person = await readablePerson(caller, params.userId);
  const pending = await pendingPromotionOf(caller.companyId, person.id);
  return ok(pending && (await promotionAnswer(pending, person)));
});
