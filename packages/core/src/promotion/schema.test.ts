import { describe, expect, it } from 'vitest';
import { afterPromotionSchema, confirmPromotionSchema, PROMOTION_MSG, promotionBodySchema } from './schema';

type Parse = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const messages = (result: Parse) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

const promotion = {
  regime: 'CLT',
  jobRole: 'jr-2',
  department: 'dp-1',
  hasStandardSalary: false,
  hasVt: true,
  hasVa: false,
  hasVr: true,
  salary: 520000,
  vt: 22000,
  va: 0,
  vr: 60000,
};

describe('promotion form and POST /api/promotion/{userId} (001 §5 Promotion)', () => {
  it('takes the new job role, department, regime and pay in centavos', () => {
    expect(promotionBodySchema.parse({ afterPromotion: promotion })).toEqual({ afterPromotion: promotion });
  });

  it("requires every field: 'Campo obrigatório'", () => {
    expect(messages(afterPromotionSchema.safeParse({ salary: 0, vt: 0, va: 0, vr: 0, jobRole: '', department: ' ' }))).toEqual([
      ['regime', 'Campo obrigatório'],
      ['jobRole', 'Campo obrigatório'],
      ['department', 'Campo obrigatório'],
      ['hasStandardSalary', 'Campo obrigatório'],
      ['hasVt', 'Campo obrigatório'],
      ['hasVa', 'Campo obrigatório'],
      ['hasVr', 'Campo obrigatório'],
    ]);
    expect(messages(promotionBodySchema.safeParse({}))).toEqual([['afterPromotion', 'Campo obrigatório']]);
  });

  it("requires a non-zero salary unless the standard salary is used: 'Valor invalido'", () => {
    expect(messages(afterPromotionSchema.safeParse({ ...promotion, salary: 0 }))).toEqual([['salary', 'Valor invalido']]);
    expect(afterPromotionSchema.safeParse({ ...promotion, hasStandardSalary: true, salary: 0 }).success).toBe(true);
  });

  it("requires a non-zero allowance when answered yes: 'Valor invalido'", () => {
    expect(messages(afterPromotionSchema.safeParse({ ...promotion, vt: 0, vr: 0 }))).toEqual([
      ['vt', 'Valor invalido'],
      ['vr', 'Valor invalido'],
    ]);
    expect(messages(afterPromotionSchema.safeParse({ ...promotion, hasVa: true }))).toEqual([['va', 'Valor invalido']]);
  });

  it('stores 0 for an allowance answered no, whatever was typed', () => {
    expect(afterPromotionSchema.parse({ ...promotion, hasVt: false, hasVr: false, va: 1500 })).toMatchObject({ vt: 0, va: 0, vr: 0 });
  });

  it('refuses negative or fractional money and an unknown regime', () => {
    expect(messages(afterPromotionSchema.safeParse({ ...promotion, salary: -1 }))).toEqual([['salary', 'Valor invalido']]);
    expect(messages(afterPromotionSchema.safeParse({ ...promotion, vt: 10.5 }))).toEqual([['vt', 'Valor invalido']]);
    expect(messages(afterPromotionSchema.safeParse({ ...promotion, regime: '5x2' }))).toEqual([['regime', 'Campo obrigatório']]);
  });
});

describe('PUT /api/promotion/{promotionId}: the person confirms', () => {
  it("needs the agreement ticked: 'Por favor, concorde com as informações.'", () => {
    expect(confirmPromotionSchema.safeParse({ agreed: true }).success).toBe(true);
    expect(messages(confirmPromotionSchema.safeParse({ agreed: false }))).toEqual([['agreed', 'Por favor, concorde com as informações.']]);
    expect(messages(confirmPromotionSchema.safeParse({}))).toEqual([['agreed', 'Por favor, concorde com as informações.']]);
  });

  it('has the spec texts', () => {
    expect(PROMOTION_MSG).toMatchObject({
      promoted: 'O colaborador foi promovido com sucesso!',
      promoteFailed: 'Não foi possivel promover o colaborador.',
      fetchFailed: 'Não foi possivel buscar as promoções.',
      confirmFailed: 'Não foi possível confirmar a promoção',
      confirmed: 'Promoção confirmada',
    });
  });
});
