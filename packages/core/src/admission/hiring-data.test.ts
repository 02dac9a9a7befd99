import { describe, expect, it } from 'vitest';
import { experienceDates } from './experience-period';
import { hasExperiencePeriod, HIRING_DATA_MSG, hiringDataSchema } from './hiring-data';
import { issuesByPath, messagesAt } from './testing/issues';

const offer = { hasStandardSalary: false, salary: 350000, vt: 22000, va: 0, vr: 0, workday: 'workday-1' };
const clt = { regime: 'CLT', ...offer, ...experienceDates('2026-04-01', '30/60') };
const pj = { regime: 'PJ', ...offer };
const parse = (base: Record<string, unknown>, patch: Record<string, unknown> = {}) =>
  hiringDataSchema.safeParse({ ...base, ...patch });

describe('hiring-data tab (spec 001 §5)', () => {
  it('accepts CLT with its experience period, and PJ without one', () => {
    expect(parse(clt).success).toBe(true);
    const result = parse(pj, { experiencePeriod: '30/60', endOfSecondPeriod: '2026-07-01' });
    expect(result.success).toBe(true);
    expect(result.data).not.toHaveProperty('experiencePeriod');
    expect(result.data?.additional.unhealthy).toBe(false);
  });

  it('requires the offer and the workday', () => {
    expect(issuesByPath(hiringDataSchema.safeParse({ regime: 'PJ' }))).toEqual({
      hasStandardSalary: ['Campo obrigatório'],
      salary: ['Valor invalido'],
      vt: ['Valor invalido'],
      va: ['Valor invalido'],
      vr: ['Valor invalido'],
      workday: ['Campo obrigatório'],
    });
    expect(messagesAt(parse(pj, { workday: ' ' }), 'workday')).toEqual(['Campo obrigatório']);
  });

  it('takes the person’s place of work by its name, trimmed; none is none (the first place), blank is refused', () => {
    expect(parse(pj, { placeOfWork: ' Loja Centro ' }).data?.placeOfWork).toBe('Loja Centro');
    expect(parse(pj).data).not.toHaveProperty('placeOfWork');
    expect(messagesAt(parse(pj, { placeOfWork: ' ' }), 'placeOfWork')).toEqual(['Campo obrigatório']);
    expect(messagesAt(parse(pj, { placeOfWork: 'x'.repeat(61) }), 'placeOfWork')).toHaveLength(1);
  });

  it('requires the regime', () => {
    expect(messagesAt(parse(pj, { regime: undefined }), 'regime')).toEqual(['Campo obrigatório']);
    expect(messagesAt(parse(pj, { regime: 'CLT/PJ' }), 'regime')).toEqual(['Campo obrigatório']);
  });

  it('salary non-zero unless the standard salary is used', () => {
    expect(messagesAt(parse(pj, { salary: 0 }), 'salary')).toEqual(['Valor invalido']);
    expect(parse(pj, { salary: 0, hasStandardSalary: true }).success).toBe(true);
  });

  it('CLT requires the experience period and its four dates', () => {
    expect(
      issuesByPath(
        parse(clt, {
          experiencePeriod: null,
          beginningOfFirstPeriod: undefined,
          endOfFirstPeriod: '',
          startOfSecondPeriod: '2026-02-30',
          endOfSecondPeriod: null,
        }),
      ),
    ).toEqual({
      experiencePeriod: ['Campo obrigatório'],
      beginningOfFirstPeriod: ['Data inválida'],
      endOfFirstPeriod: ['Data inválida'],
      startOfSecondPeriod: ['Formato de data inválido'],
      endOfSecondPeriod: ['Data inválida'],
    });
  });

  it('CLT dates must be the chain of the chosen period (they are read-only)', () => {
    expect(messagesAt(parse(clt, { experiencePeriod: '45/45' }), 'experiencePeriod')).toEqual([
      HIRING_DATA_MSG.periodMismatch,
    ]);
    expect(parse({ regime: 'CLT', ...offer, ...experienceDates('2026-04-01', '45/45') }).success).toBe(true);
  });

  it('checks the additionals', () => {
    expect(messagesAt(parse(clt, { additional: { unhealthy: true, unhealthyPercentage: 45 } }), 'additional.unhealthyPercentage')).toEqual([
      'Máximo 40%',
    ]);
  });

  it('shows the experience period only for CLT', () => {
    expect(hasExperiencePeriod('CLT')).toBe(true);
    expect(hasExperiencePeriod('PJ')).toBe(false);
    expect(hasExperiencePeriod(null)).toBe(false);
  });

  it('keeps the tab texts verbatim', () => {
    expect(HIRING_DATA_MSG).toMatchObject({
      prompt: 'Antes de ativar o colaborador, por favor informe os dados de contratação abaixo',
      standardSalary: 'Padrão ao cargo',
      saved: 'Dados salvos com sucesso.',
      saveFailed: 'Não foi possível salvar os dados.',
    });
  });
});
