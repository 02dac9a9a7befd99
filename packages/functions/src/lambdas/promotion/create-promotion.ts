import { randomUUID } from 'node:crypto';
import { SERVER_MSG } from '@colabora/core/messages';
import { applyStandardSalary, unchangedPromotionRefusal } from '@colabora/core/promotion/rules';
import { PROMOTION_MSG, promotionBodySchema } from '@colabora/core/promotion/schema';
import { writeLabelled } from '../../db/labelled-transaction';
import { BadRequest, Conflict, NotFound } from '../../http/http-error';
import { created } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { isPromotable } from '../../modules/person/active-employee';
import { findDepartment, findJobRole } from '../../modules/person/catalog-lookup';
import { historyEvent } from '../../modules/person/history';
import { getUser } from '../../modules/person/records';
import { positionChanges } from './position-changes';
import { currentPosition, promotionAnswer, type PromotionRecord } from '../../modules/promotion/promotion-records';

const field = (name: string) => `afterPromotion.${name}`;

/**
 * POST /api/promotion/{userId} {afterPromotion} → 201 Promotion (HR). Proposes a new job role, department,
 * regime and pay to an active employee of the company; nothing changes until they confirm it. With the
 * standard salary the job role's base salary is stored, whatever the body said. One pending promotion per
 * person (409): the marker of db/entities/promotion.ts is created in the same transaction as the promotion and
 * its history entry. A job role or department not in the company: 404. One that changes nothing: 400 (issue 20 §4).
 */
export const createPromotion = action('createPromotion', { body: promotionBodySchema }, async ({ caller, params, body: { afterPromotion } }) => {
  const { companyId } = caller;
  const person = await getUser(companyId, params.userId, true);
  if (!person) throw new NotFound(SERVER_MSG.notFound);
  if (!isPromotable(person)) throw new Conflict(PROMOTION_MSG.notActive);
  const [jobRole, department] = await Promise.all([
    findJobRole(companyId, afterPromotion.jobRole),
    findDepartment(companyId, afterPromotion.department),
  ]);
  if (!jobRole) throw new NotFound(SERVER_MSG.jobRoleNotFound, { [field('jobRole')]: SERVER_MSG.jobRoleNotFound });
  if (!department) throw new NotFound(SERVER_MSG.departmentNotFound, { [field('department')]: SERVER_MSG.departmentNotFound });

  const { regime, hasStandardSalary, salary, vt, va, vr } = applyStandardSalary(afterPromotion, jobRole.baseSalary);
  const unchanged = unchangedPromotionRefusal(currentPosition(person), { regime, jobRoleId: jobRole.id, departmentId: department.id, salary, vt, va, vr });
  if (unchanged) throw new BadRequest(unchanged);
  const record: PromotionRecord = {
    companyId,
    id: randomUUID(),
    userId: person.id,
    status: 'PENDING',
    afterPromotion: { regime, jobRoleId: jobRole.id, departmentId: department.id, hasStandardSalary, salary, vt, va, vr },
    proposedAt: new Date().toISOString(),
    proposedById: caller.id,
    proposedByName: caller.fullName,
  };
  const proposal = await promotionAnswer(record, person);
  const refused = await writeLabelled((tx) => [
    ['pending', tx.pendingPromotion.create({ companyId, userId: person.id, promotionId: record.id }).commit()],
    ['promotion', tx.promotion.create(record).commit()],
    // Still an active employee as checked above (not dismissed or archived meanwhile).
    [
      'person',
      tx.user
        .check({ companyId, id: person.id })
        .where(({ role, statusActive, deactivated }, { eq }) =>
          [eq(role, person.role), eq(statusActive, person.statusActive ?? ''), eq(deactivated, false)].join(' AND '),
        )
        .commit(),
    ],
    ['history', historyEvent(tx, person, caller, 'promotionProposed', positionChanges(proposal.before, proposal.afterPromotion))],
  ]);
  if (refused === 'pending') throw new Conflict(PROMOTION_MSG.pendingExists);
  if (refused) throw new Conflict(SERVER_MSG.changedMeanwhile);
  return created(proposal);
});
