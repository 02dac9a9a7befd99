import { SERVER_MSG } from '@colabora/core/messages';
import type { HistoryChange } from '../../modules/person/history';
import { confirmPromotionRefusal } from '@colabora/core/promotion/rules';
import { confirmPromotionSchema, PROMOTION_MSG } from '@colabora/core/promotion/schema';
import { Conflict, Forbidden, NotFound } from '../../http/http-error';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { isPromotable } from '../../modules/person/active-employee';
import { historyEvent } from '../../modules/person/history';
import { NotInCompanyError, reassignUser } from '../../modules/person/records';
import { missingAssignment } from '../../modules/person/headcount';
import { positionChanges } from './position-changes';
import { currentPosition, getPromotionRecord, promotionAnswer, settlePendingPromotion } from '../../modules/promotion/promotion-records';

/**
 * PUT /api/promotion/{promotionId} {agreed: true} → Promotion (the employee whose promotion it is; anyone
 * else's: 403 and nothing of it). Applies the new job role, department, regime and pay in one transaction with
 * the totals of the roles and departments left and joined (person/records.ts reassignUser), marks the promotion
 * confirmed with what the person had before, removes the pending marker and records the history entry. A
 * promotion already confirmed: 409; a job role or department removed since the proposal: 409.
 */
export const confirmPromotion = action('confirmPromotion', { body: confirmPromotionSchema }, async ({ caller, params }) => {
  const { companyId } = caller;
  const promotion = await getPromotionRecord(companyId, params.promotionId);
  if (!promotion) throw new NotFound(SERVER_MSG.notFound);
  if (promotion.userId !== caller.id) throw new Forbidden(SERVER_MSG.forbidden);
  const refusal = confirmPromotionRefusal(promotion);
  if (refusal) throw new Conflict(refusal);

  const { jobRoleId, departmentId, ...pay } = promotion.afterPromotion;
  const confirmedAt = new Date().toISOString();
  // The history's before/after, worked out by each attempt's decision from the person it read.
  let changes: HistoryChange[] = [];
  let outcome: Awaited<ReturnType<typeof reassignUser<'promotion' | 'pending' | 'history'>>>;
  try {
    outcome = await reassignUser(
      companyId,
      promotion.userId,
      async (person) => {
        if (!isPromotable(person)) throw new Conflict(PROMOTION_MSG.notActive);
        const shown = await promotionAnswer(promotion, person);
        changes = positionChanges(shown.before, shown.afterPromotion);
        return { to: { jobRoleId, departmentId }, hiringData: { ...person.hiringData, ...pay } };
      },
      (tx, person) => {
        const before = currentPosition(person);
        return [
          ...settlePendingPromotion(tx, promotion, { status: 'CONFIRMED', confirmedAt, before }),
          ['history', historyEvent(tx, person, caller, 'promotionConfirmed', changes)],
        ];
      },
    );
  } catch (error) {
    if (error instanceof NotInCompanyError) {
      throw new Conflict(missingAssignment(error.kind).message);
    }
    throw error;
  }
  if (!outcome) throw new NotFound(SERVER_MSG.notFound);
  if ('refused' in outcome) throw new Conflict(PROMOTION_MSG.notPending);
  const confirmed = await getPromotionRecord(companyId, promotion.id);
  if (!confirmed) throw new Error('promotion vanished after confirmation');
  return ok(await promotionAnswer(confirmed, outcome.person));
});
