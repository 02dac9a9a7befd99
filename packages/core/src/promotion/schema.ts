import * as z from 'zod/mini';
import {
  allowanceChecks,
  HIRING_OFFER_FIELDS,
  NEW_COLLABORATOR_FIELDS,
  offeredAllowances,
  standardSalaryCheck,
  type AllowanceAmount,
  type AllowanceFlag,
} from '../admission/new-collaborator';
import { MSG } from '../messages';

// Promotion (spec 001 §2 'Collaborator detail', §3 Promotion, §4, §5 'Promotion', §7, §8): HR proposes the new
// job role, department, regime and pay; the person confirms it, agreement ticked, and then takes them. The
// fields follow the hiring form's rules (admission/new-collaborator.ts), which they reuse.
export const PROMOTION_MSG = {
  required: MSG.required,
  agreementRequired: 'Por favor, concorde com as informações.',
  promoted: 'O colaborador foi promovido com sucesso!',
  promoteFailed: 'Não foi possivel promover o colaborador.',
  fetchFailed: 'Não foi possivel buscar as promoções.',
  confirmFailed: 'Não foi possível confirmar a promoção',
  confirmed: 'Promoção confirmada',
  // Ours (the spec quotes none of these).
  pendingExists:
    'Esta pessoa já tem uma promoção aguardando confirmação. Peça a confirmação, ou cancele-a em "Promoção aguardando confirmação" no detalhe da pessoa, antes de registrar outra.',
  notPending: 'Esta promoção já foi confirmada. Atualize a página.',
  notActive: 'Somente colaboradores ativos podem ser promovidos. Confira o status do colaborador.',
  nothingChanged:
    'A promoção não altera nada: cargo, departamento, regime, salário e benefícios são iguais aos atuais. Altere ao menos um deles.',
  notPendingToCancel: 'Esta promoção não está mais aguardando confirmação: não pode ser cancelada. Atualize a página.',
  cancelled: 'Promoção cancelada',
  cancelledByHr: 'Esta promoção foi cancelada pelo RH. Atualize a página.',
  cancelFailed: 'Não foi possível cancelar a promoção.',
} as const;

const flag = () => z.boolean({ error: MSG.required });

/**
 * afterPromotion of POST /api/promotion/{userId}, also the form's values: salary non-zero unless the job
 * role's standard salary is used, an allowance answered yes non-zero ('Valor invalido'), and one answered no
 * stored as 0. Money in integer centavos.
 */
export const afterPromotionSchema = z
  .object(
    {
      regime: HIRING_OFFER_FIELDS.regime,
      jobRole: NEW_COLLABORATOR_FIELDS.jobRole,
      department: NEW_COLLABORATOR_FIELDS.department,
      hasStandardSalary: HIRING_OFFER_FIELDS.hasStandardSalary,
      hasVt: flag(),
      hasVa: flag(),
      hasVr: flag(),
      salary: HIRING_OFFER_FIELDS.salary,
      vt: HIRING_OFFER_FIELDS.vt,
      va: HIRING_OFFER_FIELDS.va,
      vr: HIRING_OFFER_FIELDS.vr,
    },
    { error: MSG.required },
  )
  .check(
    standardSalaryCheck,
    ...allowanceChecks<Record<AllowanceFlag, boolean> & Record<AllowanceAmount, number>>(
      (promotion, amount) => promotion[amount],
      (amount) => [amount],
    ),
    z.overwrite((promotion) => ({ ...promotion, ...offeredAllowances(promotion, promotion) })),
  );
export type AfterPromotion = z.infer<typeof afterPromotionSchema>;

/** Body of POST /api/promotion/{userId}. */
export const promotionBodySchema = z.object({ afterPromotion: afterPromotionSchema });

/** Body of PUT /api/promotion/{promotionId}: the person confirms with the agreement ticked. */
export const confirmPromotionSchema = z.object({
  agreed: z.literal(true, { error: PROMOTION_MSG.agreementRequired }),
});

/** CANCELLED: HR withdrew it before the person confirmed (issue 20 §4). */
export const PROMOTION_STATUSES = ['PENDING', 'CONFIRMED', 'CANCELLED'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** Where a person works and what they are paid, before or after a promotion (names to show, money in centavos). */
export interface PromotionPosition {
  regime: AfterPromotion['regime'];
  jobRole: { _id: string; name: string } | null;
  department: { _id: string; name: string } | null;
  hasStandardSalary: boolean;
  salary: number;
  vt: number;
  va: number;
  vr: number;
}

/**
 * GET /api/promotion/{userId} (null when none waits) and the answers of POST and PUT: a promotion, pending
 * until the person confirms it. `before` is what the person has now (while pending) or had (once confirmed).
 */
export interface Promotion {
  _id: string;
  user: { _id: string; fullName: string };
  status: PromotionStatus;
  before: PromotionPosition;
  afterPromotion: PromotionPosition;
  createdAt: string;
  confirmedAt: string | null;
}
