import { Entity } from '../model/entity';
import { HIRING_REGIMES } from '@colabora/core/admission/hiring-regime';
import type { PromotionStatus } from '@colabora/core/promotion/schema';
import { SERVICE } from './service-name';

const CENTAVOS = { type: 'number', required: true } as const; // integer centavos

/** The job role, department and pay of a person, before or after a promotion. */
const POSITION = {
  type: 'map',
  properties: {
    regime: { type: HIRING_REGIMES, required: true },
    jobRoleId: { type: 'string', required: true },
    departmentId: { type: 'string', required: true },
    hasStandardSalary: { type: 'boolean', required: true },
    salary: CENTAVOS,
    vt: CENTAVOS,
    va: CENTAVOS,
    vr: CENTAVOS,
  },
} as const;

/**
 * A promotion HR proposed (spec 001 §3 'Promotion', §4): pending until the employee confirms it, then
 * confirmed with what the person had before, or cancelled by HR while pending. Never deleted nor overwritten.
 */
export const Promotion = new Entity({
  model: { entity: 'promotion', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    id: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    // Spelled out, not imported: the schema module would bring zod into every bundle that reads the table.
    status: { type: ['PENDING', 'CONFIRMED', 'CANCELLED'] as const satisfies readonly PromotionStatus[], required: true },
    afterPromotion: { ...POSITION, required: true, readOnly: true },
    proposedAt: { type: 'string', required: true, readOnly: true },
    proposedById: { type: 'string', required: true, readOnly: true },
    proposedByName: { type: 'string', required: true, readOnly: true },
    /** Set once, by the confirmation. */
    confirmedAt: { type: 'string' },
    /** Set once, when HR cancels it before the confirmation (issue 20 §4). */
    cancelledAt: { type: 'string' },
    cancelledById: { type: 'string' },
    before: POSITION,
  },
  indexes: {
    /** A company's promotions, each read by its id (the confirmation names it). */
    promotions: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['id'] },
    },
  },
});

/**
 * The one pending promotion of a person: created with the promotion (its existence condition refuses a
 * second one) and deleted by the confirmation or the cancellation, in the same transactions.
 */
export const PendingPromotion = new Entity({
  model: { entity: 'pendingPromotion', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    promotionId: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byPerson: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['userId'] },
    },
  },
});
