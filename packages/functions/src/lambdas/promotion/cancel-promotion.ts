import { SERVER_MSG } from '@colabora/core/messages';
import { cancelPromotionRefusal } from '@colabora/core/promotion/rules';
import { PROMOTION_MSG } from '@colabora/core/promotion/schema';
import { writeLabelled } from '../../db/labelled-transaction';
import { Conflict, NotFound } from '../../http/http-error';
import { ok } from '../../http/reply';
import { now } from '../../lib/clock';
import { action } from '../../http/resource-handler';
import { historyEvent } from '../../modules/person/history';
import { getUser } from '../../modules/person/records';
import { positionChanges } from './position-changes';
import { getPromotionRecord, promotionAnswer, settlePendingPromotion } from '../../modules/promotion/promotion-records';

/**
 * DELETE /api/promotion/{promotionId} → Promotion (HR of the company; issue 20 §4): withdraws a promotion still
 * waiting for the person's confirmation, so a mistaken one no longer blocks a real one. The promotion is kept,
 * CANCELLED; the pending marker goes and the history records it, in one transaction on the condition that it is
 * still pending (confirmed meanwhile: 409). Another company's: 404.
 */
export const cancelPromotion = action('cancelPromotion', async ({ caller, params }) => {
  const { companyId } = caller;
  const promotion = await getPromotionRecord(companyId, params.promotionId);
  const person = promotion && (await getUser(companyId, promotion.userId, true));
  if (!promotion || !person) throw new NotFound(SERVER_MSG.notFound);
  const refusal = cancelPromotionRefusal(promotion);
  if (refusal) throw new Conflict(refusal);

  const shown = await promotionAnswer(promotion, person);
  const cancelled = { status: 'CANCELLED' as const, cancelledAt: now().toISOString(), cancelledById: caller.id };
  const refused = await writeLabelled((tx) => [
    ...settlePendingPromotion(tx, promotion, cancelled),
    ['history', historyEvent(tx, person, caller, 'promotionCancelled', positionChanges(shown.before, shown.afterPromotion))],
  ]);
  if (refused) throw new Conflict(PROMOTION_MSG.notPendingToCancel);
  return ok({ ...shown, status: cancelled.status });
});
