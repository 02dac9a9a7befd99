import type { EntityItem } from '../../db/model/entity';
import type { Promotion, PromotionPosition } from '@colabora/core/promotion/schema';
import type { Promotion as PromotionEntity } from '../../db/entities/promotion';
import type { TxEntities, TxPart } from '../../db/labelled-transaction';
import { db } from '../../db/service';
import { findDepartment, findJobRole } from '../person/catalog-lookup';
import { hiringOffer } from '../person/detail';
import type { UserRecord } from '../../db/entities/user';

// Promotions as stored (db/entities/promotion.ts) and as answered (core/promotion/schema.ts `Promotion`).

export type PromotionRecord = EntityItem<typeof PromotionEntity>;
/** Ids and amounts of a position, as stored. */
export type StoredPosition = PromotionRecord['afterPromotion'];

export async function getPromotionRecord(companyId: string, id: string): Promise<PromotionRecord | null> {
  const { data } = await db.entities.promotion.get({ companyId, id }).go({ consistent: true });
  return data;
}

/** The person's pending promotion, if one waits for their confirmation. */
export async function pendingPromotionOf(companyId: string, userId: string): Promise<PromotionRecord | null> {
  const { data: marker } = await db.entities.pendingPromotion.get({ companyId, userId }).go({ consistent: true });
  return marker ? getPromotionRecord(companyId, marker.promotionId) : null;
}

/** Where the person works and what they are paid now. */
export function currentPosition(person: UserRecord): StoredPosition {
  const { regime, hasStandardSalary, salary, vt, va, vr } = hiringOffer(person);
  return {
    regime,
    jobRoleId: person.jobRoleId ?? '',
    departmentId: person.departmentId ?? '',
    hasStandardSalary,
    salary,
    vt,
    va,
    vr,
  };
}

async function shownPosition(companyId: string, position: StoredPosition): Promise<PromotionPosition> {
  const { jobRoleId, departmentId, ...pay } = position;
  const [jobRole, department] = await Promise.all([
    jobRoleId ? findJobRole(companyId, jobRoleId) : null,
    departmentId ? findDepartment(companyId, departmentId) : null,
  ]);
  return {
    ...pay,
    jobRole: jobRole && { _id: jobRole.id, name: jobRole.name },
    department: department && { _id: department.id, name: department.name },
  };
}

/** The answer: `before` is the person's position now while pending, the one recorded once confirmed. */
export async function promotionAnswer(record: PromotionRecord, person: UserRecord): Promise<Promotion> {
  const [before, afterPromotion] = await Promise.all([
    shownPosition(record.companyId, record.before ?? currentPosition(person)),
    shownPosition(record.companyId, record.afterPromotion),
  ]);
  return {
    _id: record.id,
    user: { _id: person.id, fullName: person.fullName },
    status: record.status,
    before,
    afterPromotion,
    createdAt: record.proposedAt,
    confirmedAt: record.confirmedAt ?? null,
  };
}

/**
 * The writes that settle a pending promotion (confirmed or cancelled): the promotion, on the condition it is still
 * PENDING, and its pending marker, on the condition it is this promotion's.
 */
export function settlePendingPromotion(
  tx: TxEntities,
  promotion: PromotionRecord,
  settled: Partial<Pick<PromotionRecord, 'status' | 'confirmedAt' | 'before' | 'cancelledAt' | 'cancelledById'>>,
): [['promotion', TxPart], ['pending', TxPart]] {
  const { companyId, id, userId } = promotion;
  return [
    ['promotion', tx.promotion.patch({ companyId, id }).set(settled).where(({ status }, { eq }) => eq(status, 'PENDING')).commit()],
    ['pending', tx.pendingPromotion.delete({ companyId, userId }).where(({ promotionId }, { eq }) => eq(promotionId, id)).commit()],
  ];
}
